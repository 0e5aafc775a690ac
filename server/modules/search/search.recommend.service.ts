import { seoulMonth } from '#contract/rules/seoul-time.ts';
/** What to offer around a search: recommended keywords, and products when a search found nothing. */

import type { ProductSummary } from '#contract/display.ts';
import { RECOMMENDATION_TITLE } from '#contract/search.ts';
import type { Db } from '../../db/schema.ts';
import { toProductSummary } from '../../shared/product-summary.ts';
import { chars, compactText, isSyllable, ngrams, tokensOf } from './korean-text.ts';
import { categoryWords, displayText } from './search.document.ts';
import { loadCategories } from './search.index.repository.ts';
import { keywordKey, plansFor, type TokenMatch } from './search.query.ts';
import { searchRank } from './search.rank.service.ts';
import { popularProducts, productsSharingGrams } from './search.recommend.repository.ts';

/**
 * The word a shopper would search for a product: a word of its category that its name contains
 * (`부사 사과 가정용` in 사과·배 -> 사과), else the last Hangul word of the name (`제주 한라봉` -> 한라봉).
 */
export function coreKeyword(name: string, leafCategoryName: string | undefined): string {
  const compactName = compactText(name);
  const fromCategory = categoryWords(leafCategoryName ?? '')
    .filter((word) => compactName.includes(compactText(word)))
    .sort((a, b) => b.length - a.length)[0];
  if (fromCategory) return fromCategory;
  const words = tokensOf(name).filter((word) => Array.from(word).every(isSyllable));
  return words[words.length - 1] ?? displayText(name);
}

const RECOMMEND_KEYWORDS = { season: 5, total: 10 } as const;

export async function recommendKeywords(db: Db, now: Date) {
  const month = seoulMonth(now);
  const categoryNames = new Map((await loadCategories(db)).map((category) => [category.code, category.name]));
  const keywords: { keyword: string; reason: 'SEASON' | 'POPULAR' }[] = [];
  const seen = new Set<string>();
  const add = (keyword: string, reason: 'SEASON' | 'POPULAR') => {
    const key = keywordKey(keyword);
    if (!key || seen.has(key) || keywords.length >= RECOMMEND_KEYWORDS.total) return;
    seen.add(key);
    keywords.push({ keyword, reason });
  };

  const seasonal = await popularProducts(db, { month, seasonalOnly: true, limit: 60 });
  for (const product of seasonal) {
    if (keywords.length >= RECOMMEND_KEYWORDS.season) break;
    add(coreKeyword(product.name, categoryNames.get(product.category_code)), 'SEASON');
  }
  const rank = await searchRank(db, now);
  for (const entry of rank.keywords) add(entry.keyword, 'POPULAR');
  if (keywords.length < RECOMMEND_KEYWORDS.total) {
    for (const product of await popularProducts(db, { month, seasonalOnly: false, limit: 60 })) {
      add(coreKeyword(product.name, categoryNames.get(product.category_code)), 'POPULAR');
    }
  }
  return { keywords };
}

/**
 * Bigrams of the words of every reading of a keyword (as typed, without particles, usual spelling,
 * other layout), without the grams across words: what a near miss shares with the keyword.
 */
function nearMissGrams(keyword: string): string[] {
  const words = plansFor(keyword).flatMap((plan) =>
    plan.tokens.filter((token: TokenMatch) => token.mode === 'text').map((token) => token.needle),
  );
  return [...new Set(words.flatMap((word) => (chars(word).length === 1 ? [word] : ngrams(word, 2))))];
}

/**
 * Products to offer when a search found nothing: near misses first (products sharing the most of the
 * keyword's bigrams, at least half of them rounded down), then what is popular and in season.
 * Sold-out products are left out.
 */
export async function recommendProducts(
  db: Db,
  options: { shopBaseUrl: string; now: Date; keyword?: string | undefined; size: number },
): Promise<{ title: string; products: ProductSummary[] }> {
  const grams = options.keyword ? nearMissGrams(options.keyword) : [];
  const near = await productsSharingGrams(db, grams, Math.max(1, Math.floor(grams.length / 2)), options.size);
  const fill =
    near.length < options.size
      ? await popularProducts(db, {
          month: seoulMonth(options.now),
          seasonalOnly: false,
          limit: options.size - near.length,
          exclude: near.map((row) => row.product_no),
        })
      : [];
  return {
    title: RECOMMENDATION_TITLE,
    products: [...near, ...fill].map((row) => toProductSummary(row, options.shopBaseUrl)),
  };
}
