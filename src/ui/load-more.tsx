import { useEffect, useRef } from 'react';
import styles from './load-more.module.css';
import { ErrorState } from './placeholders.tsx';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  errorMessage: string | undefined;
  fetchNextPage: () => unknown;
  /** The button's text, e.g. '상품 더보기'. */
  label: string;
}

/**
 * The end of a paged list: a load-more button that also fetches the next page as it comes near the
 * viewport (infinite scroll), staying a real button for keyboards and for browsers without
 * IntersectionObserver; a Korean error with retry when a page fails.
 */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  isFetchNextPageError,
  errorMessage,
  fetchNextPage,
  label,
}: LoadMoreProps) {
  const moreRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const button = moreRef.current;
    if (!button || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (isFetchNextPageError) {
    return <ErrorState message={errorMessage ?? ''} onRetry={() => void fetchNextPage()} />;
  }
  if (!hasNextPage) return null;
  return (
    <div className={styles.more}>
      <button
        ref={moreRef}
        type="button"
        className={styles.moreButton}
        onClick={() => void fetchNextPage()}
        disabled={isFetchingNextPage}
      >
        {isFetchingNextPage ? '불러오는 중…' : label}
      </button>
    </div>
  );
}
