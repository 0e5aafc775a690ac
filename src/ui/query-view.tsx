import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/error-message.ts';
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
    const error = (
      <ErrorState
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
    return framed ? <div className={sections.section}>{error}</div> : error;
  }
  return skeleton;
}
