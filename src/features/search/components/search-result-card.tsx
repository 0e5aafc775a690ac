import type { ProductSummary } from '#contract/display.ts';
import { Skeleton } from '../../../ui/feedback.tsx';
import { LazyImage } from '../../../ui/lazy-image.tsx';
import { PriceBlock } from '../../../ui/price-block.tsx';
import styles from './search-result-card.module.css';

interface SearchResultCardProps {
  product: ProductSummary;
  priority?: boolean;
  /** Called as the product opens (the route records it as recently viewed). */
  onOpen?: (product: ProductSummary) => void;
}

/** A product of a search result; it opens the shop's product page. */
export function SearchResultCard({ product, priority = false, onOpen }: SearchResultCardProps) {
  return (
    <a
      href={product.shopUrl}
      className={styles.card}
      data-sold-out={product.soldOut}
      onClick={() => onOpen?.(product)}
    >
      <div className={styles.media}>
        <LazyImage src={product.imageUrl} alt="" priority={priority} />
        {product.soldOut && <span className={styles.overlay}>품절</span>}
      </div>
      {product.storeName && <p className={styles.store}>{product.storeName}</p>}
      <h3 className={styles.name}>{product.name}</h3>
      <PriceBlock price={product} />
    </a>
  );
}

export function SearchResultCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton className={styles.mediaSkeleton} />
      <div className={styles.name}>
        <Skeleton className={styles.line} />
        <Skeleton className={`${styles.line} ${styles.short}`} />
      </div>
      <Skeleton className={`${styles.line} ${styles.short}`} />
    </div>
  );
}
