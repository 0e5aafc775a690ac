import type { DealSortCode } from '#contract/display.ts';
import styles from '../../../ui/chips.module.css';
import { Skeleton } from '../../../ui/placeholders.tsx';

export interface SortOption {
  code: DealSortCode;
  name: string;
}

interface SortChipsProps {
  options: readonly SortOption[] | undefined;
  selected: DealSortCode;
  onSelect: (code: DealSortCode) => void;
}

/**
 * The chip row of ui/product-grid-filters.tsx's FilterChips for the home's deal sorts, written out:
 * sharing one row moves it into the first screen of `/` and costs it about 35 bytes gzip.
 */
export function SortChips({ options, selected, onSelect }: SortChipsProps) {
  if (!options) {
    return (
      <div className={styles.row} aria-hidden="true">
        {/* Widths repeat, so the key is the position: duplicate keys left a stale skeleton behind. */}
        {[56, 76, 64, 76].map((width, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders that never reorders
          <span key={index} className={styles.chipBox}>
            <Skeleton className={styles.chipSkeleton} style={{ width }} />
          </span>
        ))}
      </div>
    );
  }
  return (
    <fieldset className={styles.row}>
      <legend className="visually-hidden">딜 정렬</legend>
      {options.map((option) => (
        <button
          key={option.code}
          type="button"
          className={styles.chipBox}
          aria-pressed={option.code === selected}
          onClick={() => onSelect(option.code)}
        >
          <span className={styles.chip}>{option.name}</span>
        </button>
      ))}
    </fieldset>
  );
}
