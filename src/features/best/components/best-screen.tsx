import type { ReactNode } from 'react';
import type { RankItem } from '#contract/best.ts';
import type { ProductSummary, RankPeriodCode } from '#contract/display.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { ProductGrid, uniqueProducts } from '../../../ui/product-grid.tsx';
import { FilterChips, useProfileFilters } from '../../../ui/product-grid-filters.tsx';
import { parseRankPeriod } from '../../../ui/product-grid-search.ts';
import { useBestRank } from '../api/best-rank.ts';
import { RankBadge } from './rank-badge.tsx';

interface BestScreenProps {
  /** The route's validated period (the default when the URL has none). */
  period: RankPeriodCode;
  onPeriodChange: (period: RankPeriodCode) => void;
  renderProductAction?: (product: ProductSummary) => ReactNode;
}

/** /best: the ranking with its period filter (the profile's periodSortFilterList). */
export function BestScreen({ period, onPeriodChange, renderProductAction }: BestScreenProps) {
  const filters = useProfileFilters();
  const query = useBestRank(period);
  const items = new Map<number, RankItem>();
  for (const page of query.data?.pages ?? [])
    for (const item of page.items) items.set(item.product.productNo, item);
  const products = uniqueProducts(query.data?.pages, (page) => page.items.map((item) => item.product));

  return (
    <>
      <AppHeader home share />
      <FilterChips
        legend="랭킹 기간"
        items={filters.isError ? [] : filters.data?.periodSortFilterList}
        parse={parseRankPeriod}
        selected={period}
        onSelect={onPeriodChange}
      />
      {/* The cards are h3: their section heading, for the outline only (the header's h1 above). */}
      <h2 className="visually-hidden">베스트 상품</h2>
      <ProductGrid
        products={products}
        state={query}
        label="베스트 상품"
        emptyTitle="아직 집계된 랭킹이 없어요"
        renderAction={renderProductAction}
        renderBadge={(product) => {
          const item = items.get(product.productNo);
          return item ? <RankBadge item={item} /> : null;
        }}
      />
    </>
  );
}
