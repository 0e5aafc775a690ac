import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ProductSummary } from '#contract/display.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { ProductGrid, uniqueProducts } from '../../../ui/product-grid.tsx';
import { ProductListSummary } from '../../../ui/product-list-summary.tsx';
import { useLikedProducts } from '../api/liked-products.ts';
import styles from './liked-products-screen.module.css';

interface LikedProductsScreenProps {
  /** Each card's like button (the route passes `useProductLikeAction`), so an unlike works here too. */
  renderProductAction?: (product: ProductSummary) => ReactNode;
}

/**
 * /my-page/likes (찜한 상품): the member's own list of liked products, latest like first, each a card
 * that opens the shop's product page. The header's 찜 and my page's 관심 상품 open it: the shop's wish
 * list never hears of the likes made here.
 */
export function LikedProductsScreen({ renderProductAction }: LikedProductsScreenProps) {
  const query = useLikedProducts();
  const pages = query.data?.pages;
  const products = uniqueProducts(pages, (page) => page.products);
  const totalCount = pages?.[0]?.pageInfo.totalCount ?? 0;

  return (
    <>
      <AppHeader home />
      <ProductListSummary shown={query.isPending || products.length > 0} totalCount={totalCount}>
        최근에 찜한 순서예요
      </ProductListSummary>
      {/* The cards are h3: their section heading, for the outline only (the header's h1 above). */}
      <h2 className="visually-hidden">찜한 상품 목록</h2>
      <ProductGrid
        products={products}
        state={query}
        label="찜한 상품"
        emptyTitle="아직 찜한 상품이 없어요"
        emptyText={
          <>
            <p className={styles.emptyText}>마음에 드는 상품의 하트를 누르면 여기에 모여요.</p>
            <Link to="/best" className={styles.findLink}>
              인기 상품 보러 가기
            </Link>
          </>
        }
        renderAction={renderProductAction}
      />
    </>
  );
}
