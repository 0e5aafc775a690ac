import { useQuery } from '@tanstack/react-query';
import type { FilterItem, SearchSortCode } from '#contract/display.ts';
import { productListSortNames } from '../api/contract.gen.ts';
import { webProfileQueryOptions } from '../api/web-profile.ts';
import { ChipRow } from './chip-row.tsx';
import styles from './chips.module.css';
import { Skeleton } from './placeholders.tsx';
import { parseSearchSort } from './product-grid-search.ts';

/** The web profile's filter lists (one cached answer with the home's and the search's). */
export function useProfileFilters() {
  return useQuery({ ...webProfileQueryOptions(), select: (profile) => profile.filterInfo });
}

interface FilterChipsProps<C extends string> {
  /** The group's accessible name, e.g. 정렬. */
  legend: string;
  /** The profile's list; undefined while it loads. Items whose code the app does not know are dropped. */
  items: readonly FilterItem[] | undefined;
  parse: (value: unknown) => C | undefined;
  selected: C;
  onSelect: (code: C) => void;
  /** Names that replace the profile's, e.g. productListSortNames where a list is not a search. */
  names?: Readonly<Record<C, string>>;
}

/** A row of pressable chips for one of the profile's filter lists (sort, discount rate, period). */
export function FilterChips<C extends string>({
  legend,
  items,
  parse,
  selected,
  onSelect,
  names,
}: FilterChipsProps<C>) {
  if (!items) {
    return (
      <div className={styles.row} aria-hidden="true">
        {[56, 76, 64, 72].map((width) => (
          <span key={width} className={styles.chipBox}>
            <Skeleton className={styles.chipSkeleton} style={{ width }} />
          </span>
        ))}
      </div>
    );
  }
  const options = items.flatMap((item) => {
    const code = parse(item.code);
    return code ? [{ code, name: names?.[code] ?? item.name }] : [];
  });
  return <ChipRow legend={legend} options={options} selected={selected} onSelect={onSelect} />;
}

/** The sort chips of a product list: the profile's search sorts under the lists' own names. */
export function ProductSortChips({
  selected,
  onSelect,
}: {
  selected: SearchSortCode;
  onSelect: (code: SearchSortCode) => void;
}) {
  const filters = useProfileFilters();
  return (
    <FilterChips
      legend="상품 정렬"
      names={productListSortNames}
      items={filters.isError ? [] : filters.data?.searchSortFilterList}
      parse={parseSearchSort}
      selected={selected}
      onSelect={onSelect}
    />
  );
}
