import type { ReactNode } from 'react';
import { LoadMore } from './load-more.tsx';
import { ErrorState } from './placeholders.tsx';

/** What a paged list needs from an infinite query (TanStack Query's result fits as is). */
export interface PagedState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

interface InfiniteListProps {
  query: PagedState;
  /** The items of all pages (once each): none shows `empty`, or the error when the query failed. */
  items: readonly unknown[];
  /** Until the first page arrives. */
  skeleton: ReactNode;
  /** When the pages hold no item; without it the content shows its own empty state. */
  empty?: ReactNode;
  /** The load-more button's text, e.g. '상품 더보기'. */
  moreLabel: string;
  /** The list (and whatever stands with it). */
  children: ReactNode;
}

/**
 * The states of an infinite list around its content (as QueryView does for one query): the skeleton
 * until the first page, the error with a retry when no item came, the empty state, then the content
 * with LoadMore at its end (the next page near the viewport or on a tap; its own error and retry).
 */
export function InfiniteList({ query, items, skeleton, empty, moreLabel, children }: InfiniteListProps) {
  if (query.isPending) return skeleton;
  if (query.isError && items.length === 0) {
    return (
      <ErrorState
        message={query.error?.message ?? ''}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (items.length === 0 && empty !== undefined) return empty;
  return (
    <>
      {children}
      {items.length > 0 && (
        <LoadMore
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          isFetchNextPageError={query.isFetchNextPageError}
          errorMessage={query.error?.message}
          fetchNextPage={query.fetchNextPage}
          label={moreLabel}
        />
      )}
    </>
  );
}

/**
 * `count` list items holding the same placeholder (a skeleton card): a list still loading, or the
 * tail of one loading its next page.
 */
export function PlaceholderItems({
  count,
  className,
  children,
}: {
  count: number;
  className?: string;
  children: ReactNode;
}) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <li key={`placeholder-${index}`} className={className}>
      {children}
    </li>
  ));
}
