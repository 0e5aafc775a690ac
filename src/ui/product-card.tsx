import type { ReactNode } from 'react';
import type { ProductSummary } from '#contract/display.ts';
import { addRecentProduct, recentFromSummary } from '../platform/recent-store.ts';
import { LazyImage } from './lazy-image.tsx';
import { Skeleton } from './placeholders.tsx';
import { PriceBlock } from './price-block.tsx';
import styles from './product-card.module.css';

interface ProductCardProps {
  product: ProductSummary;
  priority?: boolean;
  /** Drawn over the image's corner, outside the link (a button may not sit inside an anchor), e.g. a like button. */
  action?: ReactNode;
  /** Drawn before the image, e.g. a rank badge. */
  badge?: ReactNode;
}

/**
 * One product of any browsing list. The product page lives on the shop site, so the card is a plain
 * link to the server-built `shopUrl`; a sold-out product stays tappable (docs/ui.md). Opening it
 * records it as recently viewed, whichever list it is in. The size (`5kg`, `10구`) sits after the
 * name: two cards of one name at two prices are two sizes.
 */
export function ProductCard({ product, priority = false, action, badge }: ProductCardProps) {
  return (
    <article className={styles.card} data-sold-out={product.soldOut}>
      <a
        href={product.shopUrl}
        className={styles.link}
        data-product-no={product.productNo}
        onClick={() => addRecentProduct(recentFromSummary(product))}
      >
        <div className={styles.media}>
          <LazyImage src={product.imageUrl} alt="" priority={priority} className={styles.image} />
          {product.soldOut && <span className={styles.overlay}>품절</span>}
          {badge}
        </div>
        {/* The line is kept without a store name, so the cards of a row line up. */}
        <p className={styles.store}>{product.storeName ?? '\u00a0'}</p>
        <h3 className={styles.name}>{product.name}</h3>
        {/* The same line height with or without a size, so the prices of a row line up. */}
        <p className={styles.size}>{product.weight || '\u00a0'}</p>
        <PriceBlock price={product} />
      </a>
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}

/** Same box sizes as ProductCard, so the grid does not move when the products arrive. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton className={styles.mediaSkeleton} />
      <Skeleton className={`${styles.lineSkeleton} ${styles.short}`} />
      <Skeleton className={styles.lineSkeleton} />
      <Skeleton className={`${styles.lineSkeleton} ${styles.short}`} />
      <Skeleton className={`${styles.lineSkeleton} ${styles.short}`} />
    </div>
  );
}
