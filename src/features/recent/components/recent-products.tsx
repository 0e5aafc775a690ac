import { formatWon } from '../../../platform/format.ts';
import {
  addRecentProduct,
  clearRecentProducts,
  removeRecentProduct,
  useRecentProducts,
} from '../../../platform/recent-store.ts';
import { shopPageUrl } from '../../../platform/shop-links.ts';
import type { RecentlyViewedProduct } from '../../../platform/storage.ts';
import { LazyImage, PLACEHOLDER_IMAGE } from '../../../ui/lazy-image.tsx';
import { RemoveButton } from '../../../ui/remove-button.tsx';
import styles from './recent-products.module.css';

/** The shop's page of a product the native app reported by number only (same form the server builds). */
function productPage(item: RecentlyViewedProduct): string {
  return item.shopUrl ?? shopPageUrl(`/product/detail.html?product_no=${item.productNo}`);
}

/** 최근 본 상품: newest first, a horizontal row of tiles; opening one moves it to the front. */
export function RecentProducts() {
  const items = useRecentProducts();
  return (
    <section className={styles.section} aria-labelledby="recent-products-title">
      <div className={styles.heading}>
        <h2 id="recent-products-title" className={styles.title}>
          최근 본 상품
        </h2>
        {items.length > 0 && (
          <button type="button" className={styles.textButton} onClick={clearRecentProducts}>
            전체 삭제
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className={styles.note}>최근 본 상품이 없어요.</p>
      ) : (
        <ul className={styles.row} aria-label="최근 본 상품 목록">
          {items.map((item) => (
            <li key={item.productNo} className={styles.tile}>
              <a
                href={productPage(item)}
                className={styles.link}
                onClick={() => addRecentProduct({ productNo: item.productNo })}
              >
                <div className={styles.media}>
                  <LazyImage src={item.imageUrl ?? PLACEHOLDER_IMAGE} alt="" />
                  {item.isLike && (
                    <span className={styles.like} role="img" aria-label="찜한 상품">
                      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                        <path
                          d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
                          fill="#ff6400"
                        />
                      </svg>
                    </span>
                  )}
                </div>
                <p className={styles.name}>{item.name ?? `상품 번호 ${item.productNo}`}</p>
                {item.weight && <p className={styles.size}>{item.weight}</p>}
                {item.salePrice !== undefined && <p className={styles.price}>{formatWon(item.salePrice)}</p>}
              </a>
              <RemoveButton
                className={styles.remove}
                label={`${item.name ?? `상품 번호 ${item.productNo}`} 삭제`}
                onClick={() => removeRecentProduct(item.productNo)}
                box={12}
                strokeWidth={1.5}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
