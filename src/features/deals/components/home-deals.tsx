import { useMemo } from 'react';
import type { DealSortCode } from '#contract/display.ts';
import { LoadMore } from '../../../ui/load-more.tsx';
import { EmptyState, ErrorState } from '../../../ui/placeholders.tsx';
import { uniqueItems } from '../../../ui/unique-items.ts';
import { useHomeDeals } from '../api/get-home-deals.ts';
import { clockOffsetMs } from '../hooks/use-deal-clock.ts';
import { DealCard, DealCardSkeleton } from './deal-card.tsx';
import styles from './home-deals.module.css';

const SKELETON_CARDS = 6;

function SkeletonCards({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <li key={index}>
      <DealCardSkeleton />
    </li>
  ));
}

/**
 * The deal grid of the home screen with its loading, empty and error states and load-more paging.
 * The states of ui/infinite-list.tsx, written out: the frame's generic props cost the first screen
 * of `/` about 90 bytes gzip it has no room for (bench/first-load.ts).
 */
export function HomeDeals({ sort }: { sort: DealSortCode }) {
  const query = useHomeDeals(sort);
  const { data, dataUpdatedAt, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  const deals = useMemo(
    () =>
      uniqueItems(
        data?.pages,
        (page) => page.deals,
        (item) => item.dealId,
      ),
    [data],
  );
  const offsetMs = clockOffsetMs(data?.pages.at(-1)?.serverTime, dataUpdatedAt);

  if (query.isPending) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label="딜 목록 불러오는 중">
        <SkeletonCards count={SKELETON_CARDS} />
      </ul>
    );
  }
  if (query.isError && deals.length === 0) {
    return (
      <ErrorState
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (deals.length === 0) {
    return (
      <EmptyState title="지금 진행 중인 딜이 없어요">
        <p>새로운 딜이 곧 열려요. 잠시 후 다시 확인해 주세요.</p>
      </EmptyState>
    );
  }

  return (
    <>
      <ul className={styles.grid}>
        {deals.map((deal, index) => (
          <li key={deal.dealId}>
            <DealCard deal={deal} offsetMs={offsetMs} priority={index < 2} />
          </li>
        ))}
        {isFetchingNextPage && <SkeletonCards count={2} />}
      </ul>
      <LoadMore
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        isFetchNextPageError={isFetchNextPageError}
        errorMessage={query.error?.message}
        fetchNextPage={fetchNextPage}
        label="딜 더보기"
      />
    </>
  );
}
