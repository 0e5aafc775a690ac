import { z } from 'zod/mini';
import { SEARCH_KEYWORD_MAX_LENGTH } from '../../../contract/search-text.ts';
import { SEARCH_PRICE_MAX, searchSortCodes } from '../../api/contract.gen.ts';

/**
 * The search screens' URL parameters. The URL is where the filters live, so they survive back
 * navigation and reloads. Each parameter is checked on its own with zod (the mini build, to keep the
 * route chunks small): one that does not fit the contract's `searchProducts` query reads as absent, so
 * a hand-edited or outdated link still shows results instead of an error. search-params.test.ts proves
 * that whatever this accepts, the contract accepts.
 */

const keyword = z.pipe(
  z.string().check(z.trim()),
  z.string().check(z.minLength(1), z.maxLength(SEARCH_KEYWORD_MAX_LENGTH)),
);
const categoryCode = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,16}$/));
// The router hands numbers over already parsed (`?minPrice=1000` is 1000), and strings from old links.
const price = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\d{1,9}$/))]),
  z.pipe(
    z.transform((value: number | string) => Number(value)),
    z.number().check(z.int(), z.minimum(0), z.maximum(SEARCH_PRICE_MAX)),
  ),
);
const sort = z.enum(searchSortCodes);

function optional<T>(schema: z.ZodMiniType<T>, value: unknown): T | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

export interface ResultSearch {
  keyword?: string;
  categoryCode?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: (typeof searchSortCodes)[number];
}

export function validateResultSearch(search: Record<string, unknown>): ResultSearch {
  let minPrice = optional(price, search.minPrice);
  const maxPrice = optional(price, search.maxPrice);
  // A range the wrong way round would be refused by the server (code 13): keep the upper bound.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) minPrice = undefined;
  // Every key is returned, undefined when absent: the router keeps raw keys a validator leaves out.
  return {
    keyword: optional(keyword, search.keyword),
    categoryCode: optional(categoryCode, search.categoryCode),
    minPrice,
    maxPrice,
    sort: optional(sort, search.sort),
  };
}

export interface KeywordSearch {
  keyword?: string;
}

export function validateKeywordSearch(search: Record<string, unknown>): KeywordSearch {
  return { keyword: optional(keyword, search.keyword) };
}
