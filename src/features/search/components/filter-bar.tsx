import { useEffect, useId, useState } from 'react';
import type { FilterItem, SearchSortCode } from '#contract/display.ts';
import type { CategoryFacet } from '#contract/search.ts';
import { formatCount, formatWon } from '../../../platform/format.ts';
import { priceRangeFilter, priceSliderTop, shownPrice } from '../../../ui/price-range.ts';
import { searchSortOptions } from '../search-sort.ts';
import styles from './filter-bar.module.css';

/** A slider step of about a hundredth of the range, in round won. */
export function priceStep(maxPrice: number): number {
  if (maxPrice <= 1000) return 10;
  const raw = maxPrice / 100;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return Math.max(10, Math.ceil(raw / magnitude) * magnitude);
}

export interface FilterValues {
  categoryCode?: string;
  minPrice?: number;
  maxPrice?: number;
  sort: SearchSortCode;
}

interface FilterBarProps {
  values: FilterValues;
  categories: readonly CategoryFacet[];
  /** Top category down to the selected one; undefined while unknown. */
  categoryPath: readonly { code: string; name: string }[] | undefined;
  /** The slider's upper end (the dearest match), from the server. */
  priceCeiling: number;
  totalCount: number;
  sortList: readonly FilterItem[] | undefined;
  onChange: (next: Partial<FilterValues>) => void;
}

export function FilterBar({
  values,
  categories,
  categoryPath,
  priceCeiling,
  totalCount,
  sortList,
  onChange,
}: FilterBarProps) {
  const [priceOpen, setPriceOpen] = useState(false);
  const id = useId();
  const sortOptions = searchSortOptions(sortList);
  const priceActive = values.minPrice !== undefined || values.maxPrice !== undefined;
  const path = values.categoryCode === undefined ? [] : (categoryPath ?? []);

  return (
    <div className={styles.bar}>
      {(categories.length > 0 || values.categoryCode !== undefined) && (
        <fieldset className={styles.chips}>
          <legend className="visually-hidden">카테고리</legend>
          <button
            type="button"
            className={styles.chipBox}
            aria-pressed={values.categoryCode === undefined}
            onClick={() => onChange({ categoryCode: undefined })}
          >
            <span className={styles.chip}>전체</span>
          </button>
          {/* The selection and its parents, then the categories one level below it (the facets). */}
          {values.categoryCode !== undefined && path.length === 0 && (
            <button
              type="button"
              className={styles.chipBox}
              aria-pressed="true"
              onClick={() => onChange({ categoryCode: undefined })}
            >
              <span className={styles.chip}>선택한 카테고리</span>
            </button>
          )}
          {path.map((step) => (
            <button
              key={step.code}
              type="button"
              className={styles.chipBox}
              aria-pressed={step.code === values.categoryCode}
              onClick={() => onChange({ categoryCode: step.code })}
            >
              <span className={styles.chip}>{step.name}</span>
            </button>
          ))}
          {categories.map((category) => (
            <button
              key={category.code}
              type="button"
              className={styles.chipBox}
              aria-pressed={category.code === values.categoryCode}
              onClick={() => onChange({ categoryCode: category.code })}
            >
              <span className={styles.chip}>
                {category.name} <span className={styles.count}>{formatCount(category.count)}</span>
              </span>
            </button>
          ))}
        </fieldset>
      )}
      <div className={styles.row}>
        <p className={styles.total} aria-live="polite">
          상품 <strong>{formatCount(totalCount)}</strong>개
        </p>
        <button
          type="button"
          className={styles.priceToggle}
          aria-expanded={priceOpen}
          aria-controls={`${id}-price`}
          data-active={priceActive}
          onClick={() => setPriceOpen((open) => !open)}
        >
          {priceActive
            ? `${formatWon(values.minPrice ?? 0)} ~ ${formatWon(values.maxPrice ?? priceCeiling)}`
            : '가격'}
        </button>
        <label className={styles.sort}>
          <span className="visually-hidden">정렬</span>
          <select
            value={values.sort}
            onChange={(event) => onChange({ sort: event.target.value as SearchSortCode })}
          >
            {sortOptions.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {priceOpen && (
        <PricePanel
          id={`${id}-price`}
          ceiling={priceCeiling}
          minPrice={values.minPrice}
          maxPrice={values.maxPrice}
          onApply={(minPrice, maxPrice) => {
            setPriceOpen(false);
            onChange({ minPrice, maxPrice });
          }}
        />
      )}
    </div>
  );
}

interface PricePanelProps {
  id: string;
  ceiling: number;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** undefined for a bound at the end of the range (no filter on that side). */
  onApply: (minPrice: number | undefined, maxPrice: number | undefined) => void;
}

/** Two sliders over [0, ceiling] (spec section 9: the default price filter is 0 to maxPrice); the top means no bound. */
function PricePanel({ id, ceiling, minPrice, maxPrice, onApply }: PricePanelProps) {
  const step = priceStep(ceiling);
  const top = priceSliderTop(ceiling, step);
  const [low, setLow] = useState(Math.min(minPrice ?? 0, ceiling));
  const [high, setHigh] = useState(Math.min(maxPrice ?? top, top));
  useEffect(() => {
    setLow(Math.min(minPrice ?? 0, ceiling));
    setHigh(Math.min(maxPrice ?? top, top));
  }, [minPrice, maxPrice, ceiling, top]);

  return (
    <section id={id} className={styles.pricePanel} aria-label="가격 범위">
      <p className={styles.priceRange}>
        {formatWon(shownPrice(low, ceiling))} ~ {formatWon(shownPrice(high, ceiling))}
      </p>
      <label className={styles.slider}>
        <span>최소 가격</span>
        <input
          type="range"
          min={0}
          max={top}
          step={step}
          value={low}
          aria-valuetext={formatWon(shownPrice(low, ceiling))}
          onChange={(event) => setLow(Math.min(Number(event.target.value), high))}
        />
      </label>
      <label className={styles.slider}>
        <span>최대 가격</span>
        <input
          type="range"
          min={0}
          max={top}
          step={step}
          value={high}
          aria-valuetext={formatWon(shownPrice(high, ceiling))}
          onChange={(event) => setHigh(Math.max(Number(event.target.value), low))}
        />
      </label>
      <div className={styles.priceActions}>
        <button type="button" className={styles.secondary} onClick={() => onApply(undefined, undefined)}>
          초기화
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => {
            const range = priceRangeFilter(low, high, ceiling);
            onApply(range.minPrice, range.maxPrice);
          }}
        >
          적용
        </button>
      </div>
    </section>
  );
}
