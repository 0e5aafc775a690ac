import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import type { ProductSummary } from '#contract/display.ts';
import { isNoData } from '../../../api/error-codes.ts';
import { formatCount, formatWon } from '../../../platform/format.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { NotFoundState, notFoundActionClass } from '../../../ui/not-found-state.tsx';
import { Skeleton } from '../../../ui/placeholders.tsx';
import { priceRangeFilter, priceSliderTop, shownPrice } from '../../../ui/price-range.ts';
import { ProductGrid, uniqueProducts } from '../../../ui/product-grid.tsx';
import { FilterChips, ProductSortChips, useProfileFilters } from '../../../ui/product-grid-filters.tsx';
import { parseDiscountRate } from '../../../ui/product-grid-search.ts';
import { useCategoryProducts } from '../api/get-category-products.ts';
import type { CategoryDetailSearch } from '../search.ts';
import styles from './category-detail-screen.module.css';

interface CategoryDetailScreenProps {
  secondCode: string;
  thirdCode: string | undefined;
  search: CategoryDetailSearch;
  /** Merges into the URL's search (replacing the entry, keeping the scroll). */
  onSearchChange: (next: CategoryDetailSearch) => void;
  renderProductAction?: (product: ProductSummary) => ReactNode;
}

/** /category/detail/:secondCode/:thirdCode?: the products of a category with sort, discount and price filters. */
export function CategoryDetailScreen({
  secondCode,
  thirdCode,
  search,
  onSearchChange,
  renderProductAction,
}: CategoryDetailScreenProps) {
  const filters = useProfileFilters();
  const query = useCategoryProducts({
    categoryCode: thirdCode ?? secondCode,
    sort: search.sort,
    discountRate: search.discountRate,
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
  });
  const first = query.data?.pages[0];
  const products = uniqueProducts(query.data?.pages, (page) => page.products);
  const parentName = first?.path.find((step) => step.code === secondCode)?.name;

  if (query.isError && isNoData(query.error)) {
    return (
      <>
        <AppHeader title="카테고리 상품" home />
        <NotFoundState title="카테고리를 찾을 수 없어요">
          <Link to="/category" className={notFoundActionClass}>
            전체 카테고리 보기
          </Link>
        </NotFoundState>
      </>
    );
  }

  return (
    <>
      <AppHeader title={first?.category.name} home />
      <nav className={styles.tabs} aria-label="하위 카테고리">
        {first ? (
          <>
            <Link
              to="/category/detail/{-$secondCode}/{-$thirdCode}"
              params={{ secondCode, thirdCode: undefined }}
              search={search}
              replace
              // Exact: the parent's link would otherwise count as active on its children's pages.
              activeOptions={{ exact: true, includeSearch: false }}
              className={styles.tab}
            >
              {parentName ? `${parentName} 전체` : '전체'}
            </Link>
            {first.subCategories.map((sub) => {
              // A first-level category lists its second level: moving down is a new page (push). Its
              // third level (or a third level's siblings) are tabs of this page (replace).
              const down = sub.depth === 2;
              return (
                <Link
                  key={sub.code}
                  to="/category/detail/{-$secondCode}/{-$thirdCode}"
                  params={
                    down
                      ? { secondCode: sub.code, thirdCode: undefined }
                      : { secondCode, thirdCode: sub.code }
                  }
                  search={search}
                  replace={!down}
                  activeOptions={{ exact: true, includeSearch: false }}
                  className={styles.tab}
                >
                  {sub.name}
                </Link>
              );
            })}
          </>
        ) : (
          [64, 72, 56, 80].map((width) => (
            <Skeleton key={width} className={styles.tabSkeleton} style={{ width }} />
          ))
        )}
      </nav>
      <ProductSortChips
        selected={search.sort}
        onSelect={(next) => onSearchChange({ ...search, sort: next })}
      />
      <FilterChips
        legend="할인율"
        items={filters.isError ? [] : filters.data?.discountRateFilterList}
        parse={parseDiscountRate}
        selected={search.discountRate}
        onSelect={(next) => onSearchChange({ ...search, discountRate: next })}
      />
      {first && (
        <PriceFilter
          // A new category (another maximum) or a range changed elsewhere starts a fresh draft.
          key={`${first.category.code}-${first.maxPrice}-${search.minPrice}-${search.maxPrice}`}
          maxPrice={first.maxPrice}
          minValue={search.minPrice}
          maxValue={search.maxPrice}
          onApply={(minPrice, maxPrice) => onSearchChange({ ...search, minPrice, maxPrice })}
        />
      )}
      {first && (
        <p className={styles.count} aria-live="polite">
          상품 {formatCount(first.pageInfo.totalCount)}개
        </p>
      )}
      {/* The cards are h3: their section heading, for the outline only (the header's h1 above). */}
      <h2 className="visually-hidden">{`${first?.category.name ?? '카테고리'} 상품`}</h2>
      <ProductGrid
        products={products}
        state={query}
        label={`${first?.category.name ?? '카테고리'} 상품`}
        emptyTitle="조건에 맞는 상품이 없어요"
        emptyText={<p>필터를 바꿔 다시 찾아보세요.</p>}
        renderAction={renderProductAction}
      />
    </>
  );
}

interface PriceFilterProps {
  maxPrice: number;
  minValue: number | undefined;
  maxValue: number | undefined;
  onApply: (min: number | undefined, max: number | undefined) => void;
}

/** Price range within [0, maxPrice] (spec section 9: the default is the whole range). */
function PriceFilter({ maxPrice, minValue, maxValue, onApply }: PriceFilterProps) {
  const [open, setOpen] = useState(false);
  const step = maxPrice >= 100_000 ? 1000 : 100;
  const top = priceSliderTop(maxPrice, step);
  const [min, setMin] = useState(Math.min(minValue ?? 0, maxPrice));
  const [max, setMax] = useState(Math.min(maxValue ?? top, top));
  const active = minValue !== undefined || maxValue !== undefined;
  const summary = active ? `${formatWon(minValue ?? 0)} ~ ${formatWon(maxValue ?? maxPrice)}` : '전체 가격';

  return (
    <div className={styles.price}>
      <button
        type="button"
        className={styles.priceToggle}
        aria-expanded={open}
        aria-controls="price-filter"
        data-active={active}
        onClick={() => setOpen((value) => !value)}
      >
        가격 <span className={styles.priceSummary}>{summary}</span>
      </button>
      {open && (
        <div id="price-filter" className={styles.pricePanel}>
          <label className={styles.range}>
            <span>최소 {formatWon(shownPrice(min, maxPrice))}</span>
            <input
              type="range"
              min={0}
              max={top}
              step={step}
              value={min}
              aria-label="최소 가격"
              aria-valuetext={formatWon(shownPrice(min, maxPrice))}
              onChange={(event) => setMin(Math.min(Number(event.target.value), max))}
            />
          </label>
          <label className={styles.range}>
            <span>최대 {formatWon(shownPrice(max, maxPrice))}</span>
            <input
              type="range"
              min={0}
              max={top}
              step={step}
              value={max}
              aria-label="최대 가격"
              aria-valuetext={formatWon(shownPrice(max, maxPrice))}
              onChange={(event) => setMax(Math.max(Number(event.target.value), min))}
            />
          </label>
          <div className={styles.priceActions}>
            <button
              type="button"
              className={styles.reset}
              onClick={() => {
                setOpen(false);
                onApply(undefined, undefined);
              }}
            >
              초기화
            </button>
            <button
              type="button"
              className={styles.apply}
              onClick={() => {
                setOpen(false);
                const range = priceRangeFilter(min, max, maxPrice);
                onApply(range.minPrice, range.maxPrice);
              }}
            >
              적용
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
