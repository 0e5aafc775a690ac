import type { FilterItem, SearchSortCode } from '../../../contract/display.ts';
import { searchSortCodes, searchSortNames } from '../../api/contract.gen.ts';

// Apart from filter-bar.tsx: the results route's loader needs effectiveSearchSort, and whatever a
// loader imports is in the first-load bundle; the filter bar's JSX and CSS stay in the screen's chunk.

const knownSorts = new Set<string>(searchSortCodes);

/** The profile's search sorts the app can request, else the contract's list (profile failed or empty). */
export function searchSortOptions(
  list: readonly FilterItem[] | undefined,
): { code: SearchSortCode; name: string }[] {
  const fromProfile = (list ?? []).flatMap((item) =>
    knownSorts.has(item.code) ? [{ code: item.code as SearchSortCode, name: item.name }] : [],
  );
  return fromProfile.length > 0
    ? fromProfile
    : searchSortCodes.map((code) => ({ code, name: searchSortNames[code] }));
}

/** The URL's sort, else the profile's selected one, else the contract's default. */
export function effectiveSearchSort(
  fromUrl: SearchSortCode | undefined,
  list: readonly FilterItem[] | undefined,
): SearchSortCode {
  if (fromUrl) return fromUrl;
  const selected = list?.find((item) => item.isSelected)?.code;
  return selected && knownSorts.has(selected) ? (selected as SearchSortCode) : 'ACCURACY';
}
