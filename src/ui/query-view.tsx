import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/error-message.ts';
import { LoadMore } from './load-more.tsx';
import { ErrorState } from './placeholders.tsx';
import sections from './section.module.css';

/**
 * A screen's data states: its skeleton until the first answer, the server's Korean error with a
 * retry when there is none, then the content (kept on screen while a refetch runs or fails).
 */
export function QueryView<T>({
  query,
  skeleton,
  framed = false,
  children,
}: {
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  /** A part of a screen: its error sits on a white section like the part itself. */
  framed?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    const error = <QueryError query={query} />;
    return framed ? <div className={sections.section}>{error}</div> : error;
  }
  return skeleton;
}

/** A query that has failed: the server's Korean error, and a retry that refetches it. */
export function QueryError({
  query,
}: {
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
}) {
  return (
    <ErrorState
      message={errorMessage(query.error)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

/** The end of an infinite query's list: LoadMore on its paging state, its error in the server's words. */
export function QueryLoadMore({
  query,
  label,
}: {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    error: unknown;
    fetchNextPage: () => unknown;
  };
  /** The button's text, e.g. '알림 더보기'. */
  label: string;
}) {
  return (
    <LoadMore
      hasNextPage={query.hasNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      isFetchNextPageError={query.isFetchNextPageError}
      errorMessage={query.error ? errorMessage(query.error) : undefined}
      fetchNextPage={query.fetchNextPage}
      label={label}
    />
  );
}
