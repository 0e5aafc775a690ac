import type { DealSortCode, FilterItem } from '../../../contract/display.ts';
import { dealSortCodes, defaultFilterCodes } from '../../api/contract.gen.ts';
import { oneOf, searchSchema } from '../../platform/search-params.ts';
import type { SortOption } from './components/sort-chips.tsx';

/**
 * A deal sort the contract knows (`getHomeDeals` query): the one test for the URL's `?sort=`, the
 * profile's chips and its selected item, as an unknown code would make a bad request.
 */
const parseDealSort = oneOf<DealSortCode>(dealSortCodes);

/**
 * The home route's search: `?sort=` must be one of the contract's deal sorts; anything else reads as
 * absent, which means the default sort. sort.test.ts proves it agrees with the contract's zod schema.
 */
export const validateHomeSearch = searchSchema({ sort: parseDealSort });

/** The profile's sort chips the app knows how to request. */
export function sortOptionsOf(list: readonly FilterItem[] | undefined): SortOption[] | undefined {
  return list?.flatMap((item) => {
    const code = parseDealSort(item.code);
    return code ? [{ code, name: item.name }] : [];
  });
}

/**
 * The home sort in effect, for the route's loader and the screen alike (the loader with the profile
 * it finds in the cache, the screen with the one it renders): the validated `sort` of the route's
 * search, else the profile's selected item, else the contract's default (the server's too).
 */
export function effectiveSort(
  fromUrl: DealSortCode | undefined,
  list: readonly FilterItem[] | undefined,
): DealSortCode {
  return (
    fromUrl ?? parseDealSort(list?.find((item) => item.isSelected)?.code) ?? defaultFilterCodes.sortFilterList
  );
}
