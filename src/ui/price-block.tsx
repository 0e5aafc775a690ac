import type { ProductSummary } from '#contract/display.ts';
import { formatRate, formatWon } from '../platform/format.ts';
import styles from './price-block.module.css';

interface PriceBlockProps {
  /** A product or deal of the contract; a `discountRate` of 0 shows no rate (docs/ui.md). */
  price: Pick<ProductSummary, 'salePrice' | 'regularPrice' | 'discountRate'>;
  size?: 'md' | 'lg';
}

/** 할인율 (primary, bold) and 판매가 on one line, 정상가 struck through below (docs/ui.md). */
export function PriceBlock({
  price: { salePrice, regularPrice, discountRate },
  size = 'md',
}: PriceBlockProps) {
  return (
    <div className={`${styles.price} ${size === 'lg' ? styles.large : ''}`}>
      <p className={styles.line}>
        {discountRate > 0 && (
          <span className={styles.rate}>
            <span className="visually-hidden">할인율 </span>
            {formatRate(discountRate)}
          </span>
        )}
        <span className={styles.sale}>
          <span className="visually-hidden">판매가 </span>
          {formatWon(salePrice)}
        </span>
      </p>
      {regularPrice > salePrice && (
        <p className={styles.regular}>
          <span className="visually-hidden">정상가 </span>
          <del>{formatWon(regularPrice)}</del>
        </p>
      )}
    </div>
  );
}
