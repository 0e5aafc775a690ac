import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { twemojiNames } from './media.kinds.ts';

/**
 * Twemoji bodies from @iconify-json/twemoji (graphics CC-BY 4.0, see docs/pictures.md). Its
 * icons.json is about 10 MB: it is read once, on the first picture drawn, and only the icons the
 * product kinds use stay in memory (a few hundred KB).
 */
interface IconSet {
  icons: Record<string, { body: string }>;
  aliases?: Record<string, { parent: string }>;
}

let bodies: Map<string, string> | undefined;

function load(): Map<string, string> {
  const file = createRequire(import.meta.url).resolve('@iconify-json/twemoji/icons.json');
  const set = JSON.parse(readFileSync(file, 'utf8')) as IconSet;
  const kept = new Map<string, string>();
  for (const name of twemojiNames()) {
    const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
    if (!icon) throw new Error(`Twemoji has no icon "${name}"`);
    kept.set(name, icon.body);
  }
  return kept;
}

/** The SVG body (36 x 36 viewBox) of a Twemoji the kinds use. */
export function twemojiBody(name: string): string {
  bodies ??= load();
  const body = bodies.get(name);
  if (body === undefined) throw new Error(`Twemoji "${name}" is not one the product kinds use`);
  return body;
}
