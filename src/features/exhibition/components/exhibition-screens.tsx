import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { TRACKED_PERIODS } from '#contract/constants.ts';
import type { ProductSummary, SearchSortCode } from '#contract/display.ts';
import { clientFallbackMessages } from '#contract/errors.ts';
import { isNoData } from '../../../api/error-codes.ts';
import { ApiRequestError } from '../../../api/http.ts';
import { track } from '../../../platform/analytics.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import type { MemberGate } from '../../../ui/member-gate.ts';
import { alert, textToHtml } from '../../../ui/overlays/feedback.ts';
import { EmptyState, ErrorState, Skeleton } from '../../../ui/placeholders.tsx';
import { ProductGrid, uniqueProducts } from '../../../ui/product-grid.tsx';
import { ProductSortChips } from '../../../ui/product-grid-filters.tsx';
import {
  useApplyEvent,
  useCustomEvent,
  useEventApplyStatus,
  usePeriodDetail,
} from '../api/exhibition-queries.ts';
import styles from './exhibition-views.module.css';
import { EventBody, PeriodHead } from './exhibition-views.tsx';

export function HeadSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className={styles.skeletonBanner} />
      <Skeleton className={styles.skeletonLine} style={{ width: '30%' }} />
      <Skeleton className={styles.skeletonLine} style={{ width: '80%' }} />
      <Skeleton className={styles.skeletonLine} style={{ width: '60%' }} />
    </div>
  );
}

export function Missing({ title }: { title: string }) {
  return (
    <EmptyState title={title}>
      <p>종료되었거나 주소가 바뀌었을 수 있어요.</p>
      <Link to="/">홈으로 가기</Link>
    </EmptyState>
  );
}

interface PeriodScreenProps {
  periodId: number;
  /** The route's validated sort (the default when the URL has none). */
  sort: SearchSortCode;
  onSortChange: (sort: SearchSortCode) => void;
  renderProductAction?: (product: ProductSummary) => ReactNode;
}

/** /period/:id: a planned exhibition and its products; pages 421, 422, 428, 433 are tracked by name. */
export function PeriodScreen({ periodId, sort, onSortChange, renderProductAction }: PeriodScreenProps) {
  const query = usePeriodDetail(periodId, sort);
  const period = query.data?.pages[0]?.period;
  const products = uniqueProducts(query.data?.pages, (page) => page.products);

  // The server names the tracked pages; the spec's table is the fallback for an older server.
  const trackName =
    period?.trackName ?? (period ? TRACKED_PERIODS[periodId as keyof typeof TRACKED_PERIODS] : undefined);
  useEffect(() => {
    if (trackName) track(trackName);
  }, [trackName]);

  if (query.isError && !period) {
    return (
      <>
        <AppHeader home />
        {isNoData(query.error) ? (
          <Missing title="기획전을 찾을 수 없어요" />
        ) : (
          <ErrorState
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </>
    );
  }
  return (
    <>
      <AppHeader
        title={period?.title}
        home
        share={
          period
            ? {
                title: period.title,
                description: period.subtitle || period.description,
                imageUrl: period.imageUrl,
              }
            : true
        }
      />
      {period ? <PeriodHead period={period} /> : <HeadSkeleton />}
      <ProductSortChips selected={sort} onSelect={onSortChange} />
      <ProductGrid
        products={products}
        state={query}
        label="기획전 상품"
        emptyTitle="기획전 상품을 준비하고 있어요"
        renderAction={renderProductAction}
      />
    </>
  );
}

function ApplyButton({ eventId, canApply, gate }: { eventId: number; canApply: boolean; gate: MemberGate }) {
  const status = useEventApplyStatus(eventId, gate.membership !== 'guest');
  const apply = useApplyEvent(eventId);
  const applied = status.data?.applied === true;
  const label = applied ? '응모 완료' : canApply ? '응모하기' : '응모 기간이 아니에요';
  return (
    <button
      type="button"
      className={styles.apply}
      disabled={applied || !canApply || apply.isPending}
      onClick={() => {
        if (!gate.allow()) return;
        apply.mutate(undefined, {
          onError: (error) => {
            // 401 (a token the server no longer takes) asks to sign in, 18 says it was already done, 13 that the event is not live.
            const message =
              error instanceof ApiRequestError ? error.message : clientFallbackMessages.temporary;
            void alert({ html: textToHtml(message) });
            void status.refetch();
          },
        });
      }}
    >
      {apply.isPending ? '응모하는 중…' : label}
    </button>
  );
}

/**
 * /event/:id: an event; a member applies once while it is live. `gate` is the route's member gate
 * (app/use-member-gate.ts): a guest who taps 응모하기 goes to the login page.
 */
export function EventScreen({ eventId, gate }: { eventId: number; gate: MemberGate }) {
  const query = useCustomEvent(eventId);
  if (query.isPending) {
    return (
      <>
        <AppHeader home />
        <HeadSkeleton />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <AppHeader home />
        {isNoData(query.error) ? (
          <Missing title="이벤트를 찾을 수 없어요" />
        ) : (
          <ErrorState
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </>
    );
  }
  const { event } = query.data;
  return (
    <>
      <AppHeader title={event.title} home share={{ title: event.title, description: event.description }} />
      <EventBody
        event={event}
        action={<ApplyButton eventId={event.eventId} canApply={event.canApply} gate={gate} />}
      />
    </>
  );
}
