import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALARM_TYPE_LABELS } from '#contract/rules/alarm-rules.ts';
import { COMMUNITY_TOOLTIP_TEXT } from '#contract/rules/community-rules.ts';
import { STAR_WORD } from '#contract/rules/star-rules.ts';

/**
 * Issue 15: our stars are called 별 (contract STAR_WORD) in every text the shopper reads. 포인트 is
 * only the shop's partner points, so every 포인트 in the SPA's source says whose: 쇼핑몰, 제휴(사의) or 파트너.
 */
const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.(test|gen)\.tsx?$/.test(entry.name)) return [];
    return [path];
  });
}

/** Comments are for developers (they may say "points"); strings and JSX text are what shoppers read. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('the word for stars', () => {
  it('is 별, and the shared texts use it', () => {
    expect(STAR_WORD).toBe('별');
    expect(COMMUNITY_TOOLTIP_TEXT).toContain(STAR_WORD);
    expect(ALARM_TYPE_LABELS[5]).toBe(`${STAR_WORD} 적립`);
  });

  it('포인트 in the SPA always names the partner points, never our stars', () => {
    const strays: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = withoutComments(readFileSync(file, 'utf8'));
      for (const match of text.matchAll(/포인트/g)) {
        const before = text.slice(Math.max(0, match.index - 6), match.index);
        if (!/(쇼핑몰|제휴|제휴사의|파트너)\s*$/.test(before))
          strays.push(
            `${relative(SRC, file)}: …${text.slice(Math.max(0, match.index - 12), match.index + 8)}…`,
          );
      }
    }
    expect(strays).toEqual([]);
  });

  it('the install popup promises the app-login bonus in stars', () => {
    const popup = readFileSync(join(SRC, 'features/install-popup/components/install-popup.tsx'), 'utf8');
    expect(popup).toContain('STAR_AWARDS.appLoginBonus');
    expect(popup).toContain('{STAR_WORD}');
  });
});
