import { Link } from '@tanstack/react-router';
import type { PeriodSummary } from '#contract/exhibition.ts';
import { formatDateTime } from '../../../platform/format.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { InfiniteList, PlaceholderItems } from '../../../ui/infinite-list.tsx';
import { LazyImage } from '../../../ui/lazy-image.tsx';
import { EmptyState, Skeleton } from '../../../ui/placeholders.tsx';
import { ShelfFrame, ShelfRow, ShelfSkeleton } from '../../../ui/shelf.tsx';
import { usePeriodList } from '../api/period-list.ts';
import styles from './period-list.module.css';

/** One running planned exhibition: its banner (16:9), title, subtitle and when it ends. */
function PeriodCard({ period, headingLevel }: { period: PeriodSummary; headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <Link to="/period/$id" params={{ id: period.periodId }} className={styles.card}>
      <LazyImage src={period.imageUrl} alt="" ratio={16 / 9} className={styles.image} />
      <Heading className={styles.title}>{period.title}</Heading>
      <p className={styles.subtitle}>{period.subtitle}</p>
      <p className={styles.until}>
        <time dateTime={period.endsAt}>{formatDateTime(period.endsAt)}</time> 까지
      </p>
    </Link>
  );
}

/** 기획전 on the home: the running planned exhibitions, ending soonest first; 전체 보기 opens /period. */
export function PeriodShelf({ title }: { title: string }) {
  const query = usePeriodList();
  const periods = query.data?.pages[0]?.periods ?? [];
  if (query.isPending) return <ShelfSkeleton kind="period" label={title} />;
  if (periods.length === 0) return null;
  return (
    <ShelfFrame id="home-period-title" title={title} caption="지금 진행 중인 기획전" moreTo="/period">
      <ShelfRow label={`${title} 목록`} kind="wide">
        {periods.map((period) => (
          <PeriodCard key={period.periodId} period={period} headingLevel="h3" />
        ))}
      </ShelfRow>
    </ShelfFrame>
  );
}

/** /period: every running planned exhibition, ending soonest first, paged. */
export function PeriodListScreen() {
  const query = usePeriodList();
  const seen = new Set<number>();
  const periods = (query.data?.pages ?? [])
    .flatMap((page) => page.periods)
    .filter((period) => !seen.has(period.periodId) && seen.add(period.periodId));
  return (
    <>
      <AppHeader title="기획전" home />
      <section className={styles.screen} aria-labelledby="period-list-title">
        <h2 id="period-list-title" className={styles.heading}>
          진행 중인 기획전
        </h2>
        <InfiniteList
          query={query}
          items={periods}
          moreLabel="기획전 더보기"
          skeleton={
            <ul className={styles.list} aria-busy="true" aria-label="기획전 불러오는 중">
              <PlaceholderItems count={3}>
                <Skeleton className={styles.skeleton} />
              </PlaceholderItems>
            </ul>
          }
          empty={
            <EmptyState title="지금 진행 중인 기획전이 없어요">
              <p>새 기획전이 곧 열려요.</p>
              <Link to="/">홈으로 가기</Link>
            </EmptyState>
          }
        >
          <ul className={styles.list} aria-label="기획전 목록">
            {periods.map((period) => (
              <li key={period.periodId}>
                <PeriodCard period={period} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </InfiniteList>
      </section>
    </>
  );
}
