import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addKeyword, RECENT_KEYWORDS_MAX, removeKeyword } from './recent-keywords.ts';

const keyword = fc.constantFrom(
  '사과',
  '배',
  ' 사과 ',
  '한우',
  '꿀 사과',
  'ㅅㄱ',
  '',
  '  ',
  '귤',
  '쌀',
  '가'.repeat(51),
);

describe('recent keywords', () => {
  it('keeps at most the limit, no duplicates, newest first, nothing blank', () => {
    fc.assert(
      fc.property(fc.array(keyword, { maxLength: 40 }), (typed) => {
        const list = typed.reduce<string[]>((acc, next) => addKeyword(acc, next), []);
        expect(list.length).toBeLessThanOrEqual(RECENT_KEYWORDS_MAX);
        expect(new Set(list).size).toBe(list.length);
        const expected: string[] = [];
        for (const entry of [...typed].reverse()) {
          const trimmed = entry.trim();
          if (trimmed !== '' && trimmed.length <= 50 && !expected.includes(trimmed)) expected.push(trimmed);
        }
        expect(list).toEqual(expected.slice(0, RECENT_KEYWORDS_MAX));
      }),
    );
  });

  it('removes one keyword and keeps the others in order', () => {
    expect(removeKeyword(['배', '사과', '귤'], '사과')).toEqual(['배', '귤']);
  });
});
