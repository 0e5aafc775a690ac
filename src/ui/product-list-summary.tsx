import type { ReactNode } from 'react';
import { formatCount } from '../platform/format.ts';
import styles from './product-list-summary.module.css';

/**
 * The line above a member's product list (찜한 상품, 자주 구매한 상품): how it is ordered and how many
 * there are. Kept while the list loads, so the grid does not move down when the products arrive.
 */
export function ProductListSummary({
  shown,
  totalCount,
  children,
}: {
  shown: boolean;
  totalCount: number;
  children: ReactNode;
}) {
  if (!shown) return null;
  return (
    <p className={styles.summary}>
      <span>{children}</span>
      {totalCount > 0 && <span className={styles.total}>총 {formatCount(totalCount)}개</span>}
    </p>
  );
}
