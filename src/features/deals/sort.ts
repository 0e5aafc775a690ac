import type { DealSortCode, FilterItem } from '#contract/display.ts';
import { dealSortCodes, defaultFilterCodes } from '../../api/contract.gen.ts';
import { oneOf, searchSchema } from '../../platform/search-params.ts';
import type { SortOption } from './components/sort-chips.tsx';

/**
 * A deal sort the contract knows (`getHomeDeals` query): the one test for the URL's `?sort=` and the
 * profile's chips, as an unknown code would make a bad request.
 */
const parseDealSort = oneOf<DealSortCode>(dealSortCodes);

/**
 * The home route's search: `?sort=` is one of the contract's deal sorts; absent or anything else is
 * the contract's default (the one the server's profile selects, and the server's own default), which
 * the route keeps out of the URL. sort.test.ts proves it agrees with the contract's zod schema.
 */
export const validateHomeSearch = searchSchema(
  { sort: parseDealSort },
  { defaults: { sort: defaultFilterCodes.sortFilterList } },
);

/** The profile's sort chips the app knows how to request. */
export function sortOptionsOf(list: readonly FilterItem[] | undefined): SortOption[] | undefined {
  return list?.flatMap((item) => {
    const code = parseDealSort(item.code);
    return code ? [{ code, name: item.name }] : [];
  });
}
