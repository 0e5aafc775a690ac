import type { DealSortCode } from '../../../../contract/display.ts';
import { Skeleton } from '../../../ui/feedback.tsx';
import styles from './sort-chips.module.css';

export interface SortOption {
  code: DealSortCode;
  name: string;
}

interface SortChipsProps {
  options: readonly SortOption[] | undefined;
  selected: DealSortCode;
  onSelect: (code: DealSortCode) => void;
}

export function SortChips({ options, selected, onSelect }: SortChipsProps) {
  if (!options) {
    return (
      <div className={styles.row} aria-hidden="true">
        {[56, 76, 64, 76].map((width) => (
          <span key={width} className={styles.chipBox}>
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
