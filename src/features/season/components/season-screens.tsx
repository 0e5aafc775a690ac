import type { ReactNode } from 'react';
import type { ProductSummary } from '#contract/display.ts';
import type { SeasonKind } from '#contract/season.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { Skeleton } from '../../../ui/placeholders.tsx';
import { ProductGrid, uniqueProducts } from '../../../ui/product-grid.tsx';
import { ProductSortChips } from '../../../ui/product-grid-filters.tsx';
import { useSeasonDelicacy, useSeasonRecommendation } from '../api/season-queries.ts';
import type { DelicacySearch } from '../search.ts';
import styles from './season-screens.module.css';

interface DelicacyScreenProps {
  search: DelicacySearch;
  onSearchChange: (next: DelicacySearch) => void;
  renderProductAction?: (product: ProductSummary) => ReactNode;
}

/** /season and /category/season/delicacy: this month's seasonal products, by depth-1 category tab. */
export function SeasonDelicacyScreen({ search, onSearchChange, renderProductAction }: DelicacyScreenProps) {
  const query = useSeasonDelicacy({
    month: search.month,
    categoryCode: search.categoryCode,
    sort: search.sort,
  });
  const first = query.data?.pages[0];
  const products = uniqueProducts(query.data?.pages, (page) => page.products);
  const title = first ? `${first.month}월 제철 먹거리` : '제철 먹거리';

  return (
    <>
      <AppHeader title={title} home share />
      <div className={styles.intro}>
        <h2 className={styles.introTitle}>{title}</h2>
        <p className={styles.introText}>지금 가장 맛있는 제철 식재료를 산지에서 바로 보내드려요</p>
      </div>
      <div className={styles.tabs} role="tablist" aria-label="제철 카테고리">
        {first ? (
          <>
            <button
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={search.categoryCode === undefined}
              onClick={() => onSearchChange({ ...search, categoryCode: undefined })}
            >
              전체
            </button>
            {first.categories.map((category) => (
              <button
                key={category.code}
                type="button"
                role="tab"
                className={styles.tab}
                aria-selected={category.code === search.categoryCode}
                onClick={() => onSearchChange({ ...search, categoryCode: category.code })}
              >
                {category.name} <span className={styles.tabCount}>{category.productCount}</span>
              </button>
            ))}
          </>
        ) : (
          [48, 64, 56, 72].map((width) => (
            <Skeleton key={width} className={styles.tabSkeleton} style={{ width }} />
          ))
        )}
      </div>
      <ProductSortChips
        selected={search.sort}
        onSelect={(next) => onSearchChange({ ...search, sort: next })}
      />
      <ProductGrid
        products={products}
        state={query}
        label="제철 상품"
        emptyTitle="이달의 제철 상품을 준비하고 있어요"
        renderAction={renderProductAction}
      />
    </>
  );
}

interface RecommendationScreenProps {
  kind: SeasonKind;
  month: number | undefined;
  recommendationCategoryId: number | undefined;
  onSelect: (recommendationCategoryId: number) => void;
  renderProductAction?: (product: ProductSummary) => ReactNode;
}

/** /category/season/recommendation/:id? (제철 추천) and /category/season/occasion (시즌 기획). */
export function SeasonRecommendationScreen({
  kind,
  month,
  recommendationCategoryId,
  onSelect,
  renderProductAction,
}: RecommendationScreenProps) {
  const query = useSeasonRecommendation({ kind, month, recommendationCategoryId });
  const first = query.data?.pages[0];
  const products = uniqueProducts(query.data?.pages, (page) => page.products);
  const label = kind === 'OCCASION' ? '시즌 기획' : '제철 추천';

  return (
    <>
      <AppHeader title={first?.selected.title ?? label} home share />
      <div className={styles.tabs} role="tablist" aria-label={label}>
        {first
          ? first.recommendationCategories.map((category) => (
              <button
                key={category.recommendationCategoryId}
                type="button"
                role="tab"
                className={styles.tab}
                aria-selected={category.recommendationCategoryId === first.selected.recommendationCategoryId}
                onClick={() => onSelect(category.recommendationCategoryId)}
              >
                {category.title}
              </button>
            ))
          : [64, 56, 72, 60].map((width) => (
              <Skeleton key={width} className={styles.tabSkeleton} style={{ width }} />
            ))}
      </div>
      {first && (
        <div className={styles.intro}>
          <h2 className={styles.introTitle}>{first.selected.title}</h2>
          <p className={styles.introText}>{first.selected.description}</p>
        </div>
      )}
      <ProductGrid
        products={products}
        state={query}
        label={`${first?.selected.title ?? label} 상품`}
        emptyTitle="지금은 준비된 상품이 없어요"
        renderAction={renderProductAction}
      />
    </>
  );
}
