import { SEARCH_KEYWORD_MAX_LENGTH } from '../../../contract/search-text.ts';
import type { searchSortCodes } from '../../api/contract.gen.ts';
import { parsePrice, parseSearchSort } from '../../ui/product-grid-search.ts';

/**
 * The search screens' URL parameters. The URL is where the filters live, so they survive back
 * navigation and reloads. Each parameter is checked on its own, by hand: route `validateSearch` runs
 * in the first-load bundle, which carries no zod. One that does not fit the contract's
 * `searchProducts` query reads as absent, so a hand-edited or outdated link still shows results
 * instead of an error. search-params.test.ts proves that whatever this accepts, the contract accepts.
 */

function parseKeyword(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const keyword = value.trim();
  return keyword.length >= 1 && keyword.length <= SEARCH_KEYWORD_MAX_LENGTH ? keyword : undefined;
}

function parseCategoryCode(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,16}$/.test(value) ? value : undefined;
}

export interface ResultSearch {
  keyword?: string;
  categoryCode?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: (typeof searchSortCodes)[number];
}

export function validateResultSearch(search: Record<string, unknown>): ResultSearch {
  let minPrice = parsePrice(search.minPrice);
  const maxPrice = parsePrice(search.maxPrice);
  // A range the wrong way round would be refused by the server (code 13): keep the upper bound.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) minPrice = undefined;
  // Every key is returned, undefined when absent: the router keeps raw keys a validator leaves out.
  return {
    keyword: parseKeyword(search.keyword),
    categoryCode: parseCategoryCode(search.categoryCode),
    minPrice,
    maxPrice,
    sort: parseSearchSort(search.sort),
  };
}

export interface KeywordSearch {
  keyword?: string;
}

export function validateKeywordSearch(search: Record<string, unknown>): KeywordSearch {
  return { keyword: parseKeyword(search.keyword) };
}
