import { formatWon } from '../../../platform/format.ts';
import { addRecentProduct, useRecentProducts } from '../../../platform/recent-store.ts';
import { shopPageUrl } from '../../../platform/shop-links.ts';
import type { RecentlyViewedProduct } from '../../../platform/storage.ts';
import { LazyImage, PLACEHOLDER_IMAGE } from '../../../ui/lazy-image.tsx';
import { ShelfFrame, ShelfRow } from '../../../ui/shelf.tsx';
import styles from './recent-products.module.css';

function productPage(item: RecentlyViewedProduct): string {
  return item.shopUrl ?? shopPageUrl(`/product/detail.html?product_no=${item.productNo}`);
}

/**
 * 최근 본 상품 on the home, for a returning shopper: the local list (newest first, at most 30); not
 * shown while it is empty. 전체 보기 opens the search screen's list, where items can be removed.
 */
export function RecentShelf({ title }: { title: string }) {
  const items = useRecentProducts();
  if (items.length === 0) return null;
  return (
    <ShelfFrame id="home-recent-title" title={title} moreTo="/search/list">
      <ShelfRow label={`${title} 목록`} kind="tile">
        {items.map((item) => (
          <a
            key={item.productNo}
            href={productPage(item)}
            className={styles.link}
            onClick={() => addRecentProduct({ productNo: item.productNo })}
          >
            <div className={styles.media}>
              <LazyImage src={item.imageUrl ?? PLACEHOLDER_IMAGE} alt="" />
            </div>
            <p className={styles.name}>{item.name ?? `상품 번호 ${item.productNo}`}</p>
            {item.salePrice !== undefined && <p className={styles.price}>{formatWon(item.salePrice)}</p>}
          </a>
        ))}
      </ShelfRow>
    </ShelfFrame>
  );
}
