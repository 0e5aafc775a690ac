import type { DealSortCode } from '#contract/display.ts';
import { ChipRow } from '../../../ui/chip-row.tsx';
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

/** The home's deal sorts, as the product lists' chips (ui/chip-row.tsx), with their skeleton. */
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
  return <ChipRow legend="딜 정렬" options={options} selected={selected} onSelect={onSelect} />;
}
