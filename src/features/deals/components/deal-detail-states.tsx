import { Link } from '@tanstack/react-router';
import { AppHeader } from '../../../ui/app-header.tsx';
import { Skeleton } from '../../../ui/placeholders.tsx';
import styles from './deal-detail-screen.module.css';

/**
 * The deal route's pending and not-found screens. Kept apart from the screen itself: the router keeps
 * a route's pendingComponent in the main bundle, and these need none of the screen's code.
 */

export function DealDetailSkeleton() {
  return (
    <>
      <AppHeader home />
      <div className={styles.deal} aria-busy="true">
        <p className="visually-hidden" role="status">
          딜 정보를 불러오는 중이에요
        </p>
        <Skeleton className={styles.heroSkeleton} />
        <div className={styles.summary}>
          <Skeleton className={styles.lineSkeleton} style={{ width: 120 }} />
          <Skeleton className={styles.titleSkeleton} />
          <Skeleton className={styles.lineSkeleton} style={{ width: '70%' }} />
          <Skeleton className={styles.priceSkeleton} />
        </div>
      </div>
    </>
  );
}

export function DealNotFound() {
  return (
    <>
      <AppHeader home />
      <div className={styles.notFound} role="alert">
        <p className={styles.notFoundTitle}>딜을 찾을 수 없어요</p>
        <p className={styles.notFoundText}>주소가 잘못되었거나 더 이상 판매하지 않는 딜이에요.</p>
        <Link to="/" className={styles.homeButton}>
          다른 딜 보러 가기
        </Link>
      </div>
    </>
  );
}
