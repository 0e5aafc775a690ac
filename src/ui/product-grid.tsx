import type { ReactNode } from 'react';
import type { ProductSummary } from '#contract/display.ts';
import { LoadMore } from './load-more.tsx';
import { EmptyState, ErrorState } from './placeholders.tsx';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';
import styles from './product-grid.module.css';
import { uniqueItems } from './unique-items.ts';

/** What the grid needs from an infinite query (TanStack Query's result fits as is). */
export interface PagedState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** Products of all pages once each (see uniqueItems). */
export function uniqueProducts<P>(
  pages: readonly P[] | undefined,
  productsOf: (page: P) => readonly ProductSummary[],
): ProductSummary[] {
  return uniqueItems(pages, productsOf, (product) => product.productNo);
}

export function ProductGridSkeleton({
  count = 6,
  label = '상품 불러오는 중',
}: {
  count?: number;
  label?: string;
}) {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

interface ProductGridProps {
  products: readonly ProductSummary[];
  state: PagedState;
  /** Accessible name of the list. */
  label: string;
  emptyTitle: string;
  emptyText?: ReactNode;
  /** e.g. a like button per product. */
  renderAction?: (product: ProductSummary) => ReactNode;
  renderBadge?: (product: ProductSummary, index: number) => ReactNode;
}

/** A two-column product grid with loading, empty and error states and infinite scroll with a real button. */
export function ProductGrid({
  products,
  state,
  label,
  emptyTitle,
  emptyText,
  renderAction,
  renderBadge,
}: ProductGridProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = state;

  if (state.isPending) return <ProductGridSkeleton label={`${label} 불러오는 중`} />;
  if (state.isError && products.length === 0) {
    return (
      <ErrorState
        message={state.error?.message ?? ''}
        onRetry={() => void state.refetch()}
        retrying={state.isFetching}
      />
    );
  }
  if (products.length === 0) return <EmptyState title={emptyTitle}>{emptyText}</EmptyState>;

  return (
    <>
      <ul className={styles.grid} aria-label={label}>
        {products.map((product, index) => (
          <li key={product.productNo}>
            <ProductCard
              product={product}
              priority={index < 2}
              action={renderAction?.(product)}
              badge={renderBadge?.(product, index)}
            />
          </li>
        ))}
        {isFetchingNextPage &&
          [0, 1].map((key) => (
            <li key={`loading-${key}`}>
              <ProductCardSkeleton />
            </li>
          ))}
      </ul>
      <LoadMore
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        isFetchNextPageError={isFetchNextPageError}
        errorMessage={state.error?.message}
        fetchNextPage={fetchNextPage}
        label="상품 더보기"
      />
    </>
  );
}

/** A fixed list (no paging), e.g. the products of an admin preview. */
export function StaticProductGrid({
  products,
  label,
}: {
  products: readonly ProductSummary[];
  label: string;
}) {
  if (products.length === 0) return <EmptyState title="등록된 상품이 없어요" />;
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product) => (
        <li key={product.productNo}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
