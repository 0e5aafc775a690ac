import type { ReactNode } from 'react';
import type { ProductSummary } from '#contract/display.ts';
import { InfiniteList, type PagedState, PlaceholderItems } from './infinite-list.tsx';
import { EmptyState } from './placeholders.tsx';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';
import styles from './product-grid.module.css';
import { uniqueItems } from './unique-items.ts';

/** Products of all pages once each (see uniqueItems). */
export function uniqueProducts<P>(
  pages: readonly P[] | undefined,
  productsOf: (page: P) => readonly ProductSummary[],
): ProductSummary[] {
  return uniqueItems(pages, productsOf, (product) => product.productNo);
}

function ProductGridSkeleton({ count = 6, label = '상품 불러오는 중' }: { count?: number; label?: string }) {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label={label}>
      <PlaceholderItems count={count}>
        <ProductCardSkeleton />
      </PlaceholderItems>
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
  return (
    <InfiniteList
      query={state}
      items={products}
      skeleton={<ProductGridSkeleton label={`${label} 불러오는 중`} />}
      empty={<EmptyState title={emptyTitle}>{emptyText}</EmptyState>}
      moreLabel="상품 더보기"
    >
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
        {state.isFetchingNextPage && (
          <PlaceholderItems count={2}>
            <ProductCardSkeleton />
          </PlaceholderItems>
        )}
      </ul>
    </InfiniteList>
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
