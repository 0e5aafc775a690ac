import { SEARCH_KEYWORD_MAX_LENGTH } from '#contract/rules/search-text.ts';
import {
  categoryCode,
  price,
  type SearchParam,
  searchSchema,
  trimmedText,
} from '../../platform/search-params.ts';
import { defaultSearchSort, parseSearchSort } from '../../ui/product-grid-search.ts';

/**
 * The search screens' URL parameters. The URL is where the filters live, so they survive back
 * navigation and reloads. One that does not fit the contract's `searchProducts` query reads as absent
 * (for `sort`, as the default sort), so a hand-edited or outdated link still shows results instead of
 * an error.
 * search-params.test.ts proves that whatever this accepts, the contract accepts.
 */

const keyword = trimmedText(SEARCH_KEYWORD_MAX_LENGTH);

/**
 * `literal=1`: the keyword exactly as typed, no corrected reading (the link under corrected results).
 * A number, so the router writes it as `1` (a string would be written `"1"`).
 */
const literal: SearchParam<1> = (raw) => (raw === 1 || raw === '1' ? 1 : undefined);

export const validateResultSearch = searchSchema(
  { keyword, categoryCode, minPrice: price, maxPrice: price, sort: parseSearchSort, literal },
  {
    defaults: { sort: defaultSearchSort },
    // A range the wrong way round would be refused by the server (code 13): keep the upper bound.
    across: (search) =>
      search.minPrice !== undefined && search.maxPrice !== undefined && search.minPrice > search.maxPrice
        ? { ...search, minPrice: undefined }
        : search,
  },
);

export type ResultSearch = ReturnType<typeof validateResultSearch>;

export const validateKeywordSearch = searchSchema({ keyword });

export type KeywordSearch = ReturnType<typeof validateKeywordSearch>;
