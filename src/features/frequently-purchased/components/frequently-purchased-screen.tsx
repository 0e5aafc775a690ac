import { Link } from '@tanstack/react-router';
import { formatCount } from '../../../platform/format.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { ProductGrid, uniqueProducts } from '../../../ui/product-grid.tsx';
import { ProductListSummary } from '../../../ui/product-list-summary.tsx';
import { useFrequentlyPurchased } from '../api/frequently-purchased.ts';
import styles from './frequently-purchased-screen.module.css';

/**
 * /my-page/frequently-purchased: the products the member bought most at the shop, each a card that
 * opens the shop's product page, with how many orders it was in.
 */
export function FrequentlyPurchasedScreen() {
  const query = useFrequentlyPurchased();
  const pages = query.data?.pages;
  const orderCounts = new Map<number, number>();
  for (const page of pages ?? [])
    for (const product of page.products) orderCounts.set(product.productNo, product.orderCount);
  const products = uniqueProducts(pages, (page) => page.products);
  const totalCount = pages?.[0]?.pageInfo.totalCount ?? 0;

  return (
    <>
      <AppHeader home />
      <ProductListSummary shown={query.isPending || products.length > 0} totalCount={totalCount}>
        쇼핑몰 주문을 기준으로 자주 구매한 순서예요
      </ProductListSummary>
      {/* The cards are h3: their section heading, for the outline only (the header's h1 above). */}
      <h2 className="visually-hidden">자주 구매한 상품</h2>
      <ProductGrid
        products={products}
        state={query}
        label="자주 구매한 상품"
        emptyTitle="아직 구매한 상품이 없어요"
        emptyText={
          <>
            <p className={styles.emptyText}>제철 상품을 구경하고 첫 장보기를 시작해 보세요.</p>
            <Link to="/" className={styles.homeLink}>
              홈으로 가기
            </Link>
          </>
        }
        renderBadge={(product) => {
          const orders = orderCounts.get(product.productNo);
          return orders ? <span className={styles.badge}>구매 {formatCount(orders)}회</span> : null;
        }}
      />
    </>
  );
}
