import type { FilterItem, SearchSortCode } from '#contract/display.ts';
import { searchSortCodes, searchSortNames } from '../../api/contract.gen.ts';

// Apart from filter-bar.tsx so the sort list can be tested without the filter bar's JSX and CSS.

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
