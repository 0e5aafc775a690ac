import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightParts, isCompleteQuery } from './search-text.ts';

describe('isCompleteQuery', () => {
  it('waits while a syllable is composing', () => {
    expect(isCompleteQuery('사과')).toBe(true);
    expect(isCompleteQuery('쌀 ')).toBe(true);
    expect(isCompleteQuery('ㅅㄱ')).toBe(true);
    expect(isCompleteQuery('사ㄱ')).toBe(false);
    expect(isCompleteQuery('ㅅ')).toBe(false);
    expect(isCompleteQuery('꿀 ㅅ')).toBe(false);
    expect(isCompleteQuery('   ')).toBe(false);
  });
});

describe('highlightParts', () => {
  it('marks the given ranges', () => {
    expect(highlightParts('청송 꿀사과', [{ start: 3, length: 3 }])).toEqual([
      { text: '청송 ', matched: false },
      { text: '꿀사과', matched: true },
    ]);
  });

  it('always gives the text back, whatever the ranges', () => {
    const range = fc.record({
      start: fc.integer({ min: -5, max: 40 }),
      length: fc.integer({ min: 0, max: 40 }),
    });
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.array(range, { maxLength: 4 }), (text, ranges) => {
        const parts = highlightParts(text, ranges);
        return (
          parts.map((part) => part.text).join('') === text && parts.every((part) => part.text.length > 0)
        );
      }),
    );
  });
});
