import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APP_STORE_URL, deepLinkOf, PLAY_STORE_URL, storeUrlOf } from './app-links.ts';

describe('app links', () => {
  it('the deep link carries the page path and query, and nothing of the host', () => {
    fc.assert(
      fc.property(fc.nat(), fc.string({ maxLength: 20 }), (id, type) => {
        const page = `https://m.jecheol.kr/event/${id}?type=${encodeURIComponent(type)}`;
        const link = new URL(deepLinkOf(page));
        expect(link.protocol).toBe('jecheol:');
        const target = link.searchParams.get('url') ?? '';
        expect(target.startsWith(`/event/${id}?type=`)).toBe(true);
        expect(new URL(target, 'https://x.invalid').searchParams.get('type')).toBe(type);
        expect(target).not.toContain('m.jecheol.kr');
      }),
    );
  });

  it('falls back to the App Store on iOS, an intent on Android (Play store inside), else the Play store', () => {
    expect(storeUrlOf('appStore', '/period/421?type=a')).toBe(APP_STORE_URL);
    expect(storeUrlOf('playStore', '/period/421?type=a')).toBe(PLAY_STORE_URL);
    const intent = storeUrlOf('androidIntent', '/period/421?type=a');
    expect(intent.startsWith('intent://open?url=%2Fperiod%2F421%3Ftype%3Da#Intent;')).toBe(true);
    expect(intent).toContain('scheme=jecheol;');
    expect(intent).toContain(`S.browser_fallback_url=${encodeURIComponent(PLAY_STORE_URL)};end`);
  });
});
