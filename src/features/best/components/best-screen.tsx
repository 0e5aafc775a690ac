import type { ReactNode } from 'react';
import type { RankItem } from '#contract/best.ts';
import type { ProductSummary, RankPeriodCode } from '#contract/display.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { ProductGrid, uniqueProducts } from '../../../ui/product-grid.tsx';
import { FilterChips, useProfileFilters } from '../../../ui/product-grid-filters.tsx';
import { parseRankPeriod } from '../../../ui/product-grid-search.ts';
import { useBestRank } from '../api/best-rank.ts';
import styles from './best-screen.module.css';

interface BestScreenProps {
  /** The route's validated period (the default when the URL has none). */
  period: RankPeriodCode;
  onPeriodChange: (period: RankPeriodCode) => void;
  renderProductAction?: (product: ProductSummary) => ReactNode;
}

/** The rank badge: the rank, and how it moved since the previous ranking (▲ up, ▼ down, NEW). */
export function RankBadge({ item }: { item: RankItem }) {
  let change: ReactNode;
  if (item.isNew) change = <span className={styles.new}>NEW</span>;
  else if (item.rankChange > 0)
    change = (
      <span className={styles.up}>
        <span aria-hidden="true">▲</span>
        <span className="visually-hidden">{item.rankChange}계단 상승</span>
        <span aria-hidden="true">{item.rankChange}</span>
      </span>
    );
  else if (item.rankChange < 0)
    change = (
      <span className={styles.down}>
        <span aria-hidden="true">▼</span>
        <span className="visually-hidden">{-item.rankChange}계단 하락</span>
        <span aria-hidden="true">{-item.rankChange}</span>
      </span>
    );
  else
    change = (
      <span className={styles.same}>
        -<span className="visually-hidden">순위 변동 없음</span>
      </span>
    );
  return (
    <span className={styles.badge} data-top={item.rank <= 3}>
      <span className={styles.rank}>
        {item.rank}
        <span className="visually-hidden">위</span>
      </span>
      {change}
    </span>
  );
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
