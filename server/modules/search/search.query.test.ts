import { describe, expect, it } from 'vitest';
import { plansFor } from './search.query.ts';

const jamoGrams = (keyword: string) =>
  plansFor(keyword)
    .flatMap((plan) => plan.tokens)
    .filter((token) => token.mode === 'jamo')
    .map((token) => token.grams);

describe('a last syllable still being typed', () => {
  it('narrows the names by the initial it runs into, typed apart or still composing', () => {
    // 사ㄱ and 삭 (composing 사과) look for 사 followed by a syllable starting with ㄱ: the name's
    // choseong has ㅅㄱ, so the names that merely have 사 are never all read.
    expect(jamoGrams('사ㄱ')).toContainEqual(['사', 'ㅅㄱ']);
    expect(jamoGrams('삭')).toContainEqual(['사', 'ㅅㄱ']);
    expect(jamoGrams('바난')).toContainEqual(['바나', 'ㄴㄴ']);
  });
});
