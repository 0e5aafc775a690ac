import type { DealSortCode, FilterItem } from '../../../contract/display.ts';
import { dealSortCodes, defaultFilterCodes } from '../../api/contract.gen.ts';
import { oneOf, searchSchema } from '../../platform/search-params.ts';
import type { SortOption } from './components/sort-chips.tsx';

const known = new Set<string>(dealSortCodes);

export function isDealSortCode(code: string): code is DealSortCode {
  return known.has(code);
}

/** The profile's sort chips the app knows how to request (an unknown code would make a bad URL). */
export function sortOptionsOf(list: readonly FilterItem[] | undefined): SortOption[] | undefined {
  return list?.flatMap((item) => (isDealSortCode(item.code) ? [{ code: item.code, name: item.name }] : []));
}

/**
 * The sort in effect: the URL's `sort` when valid, else the profile's selected item, else the
 * contract's default (the same one the server uses when no sort is sent).
 */
export function effectiveSort(
  fromUrl: DealSortCode | undefined,
  list: readonly FilterItem[] | undefined,
): DealSortCode {
  if (fromUrl) return fromUrl;
  const selected = list?.find((item) => item.isSelected)?.code;
  return selected && isDealSortCode(selected) ? selected : defaultFilterCodes.sortFilterList;
}

/**
 * The home route's search: `?sort=` must be one of the contract's deal sorts (`getHomeDeals` query);
 * anything else reads as absent, which means the default sort. sort.test.ts proves it agrees with the
 * contract's zod schema.
 */
export const validateHomeSearch = searchSchema({ sort: oneOf<DealSortCode>(dealSortCodes) });
