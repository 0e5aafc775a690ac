import type { RuntimeConfig } from '#contract/runtime-config.ts';

/**
 * The strip every page shows while the server mounts the development stand-ins (test sign-in, the
 * development shop and partner): fixed at the top edge, over nothing a shopper taps, outside React so
 * no screen can forget it. Once per document. Its words are the contract's `STAND_IN_NOTICE`, which
 * main.tsx passes in (platform/ does not import api/).
 */
export function showStandInStrip(
  config: Pick<RuntimeConfig, 'standIns'>,
  notice: string,
  doc: Document = document,
): void {
  if (!config.standIns || doc.querySelector('[data-stand-in-strip]')) return;
  const strip = doc.createElement('div');
  strip.className = 'stand-in-strip';
  strip.dataset.standInStrip = '';
  // A landmark of its own (not a note: the screens' notes stay the only ones), named for what it is.
  strip.setAttribute('role', 'complementary');
  strip.setAttribute('aria-label', '개발용 환경');
  strip.textContent = notice;
  doc.body.append(strip);
}
