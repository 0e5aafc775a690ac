import { type ReactNode, useEffect } from 'react';
import type { PostSummary } from '#contract/community.ts';
import { EmptyState } from '../../../ui/placeholders.tsx';
import { QueryError, QueryLoadMore } from '../../../ui/query-view.tsx';
import { takeListScroll } from '../scroll-memory.ts';
import community from './community.module.css';
import styles from './post-card.module.css';
import { PostCard, PostCardSkeleton } from './post-card.tsx';

/**
 * What the list needs of an infinite query of posts (`useInfiniteQuery` over any endpoint answering
 * `{ posts, nextCursor }`): its result fits as it is.
 */
export interface PostListQuery {
  data: { pages: readonly { posts: readonly PostSummary[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

export interface PostListProps {
  query: PostListQuery;
  /** The list's accessible name, e.g. '인기글 목록'. */
  label: string;
  /** What an empty list says (Korean), and optionally a way on (a link or button). */
  emptyTitle: string;
  emptyAction?: ReactNode;
  showType?: boolean;
  /** The load-more button's text. */
  moreLabel?: string;
}

export function PostListSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        글을 불러오는 중
      </p>
      <ul className={styles.list}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by
          <PostCardSkeleton key={index} />
        ))}
      </ul>
    </div>
  );
}

/**
 * A community list: skeleton cards while the first page loads, the server's error with a retry, an
 * empty state, then the cards with load-more (infinite scroll). Coming back from a post, the list
 * (from the query cache) scrolls to where it was left.
 */
export function PostList({
  query,
  label,
  emptyTitle,
  emptyAction,
  showType = false,
  moreLabel = '글 더보기',
}: PostListProps) {
  const ready = query.data !== undefined;
  useEffect(() => {
    if (!ready) return;
    const y = takeListScroll();
    if (y !== undefined && y > 0) window.scrollTo(0, y);
  }, [ready]);

  if (query.data === undefined) {
    if (query.isError) return <QueryError query={query} />;
    return <PostListSkeleton />;
  }
  const posts = query.data.pages.flatMap((page) => page.posts);
  // A post can move up a page between two requests (a popular list): show it once.
  const seen = new Set<number>();
  const unique = posts.filter((post) => !seen.has(post.postId) && seen.add(post.postId));
  if (unique.length === 0) return <EmptyState title={emptyTitle}>{emptyAction}</EmptyState>;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {unique.map((post, index) => (
          <PostCard key={post.postId} post={post} showType={showType} priority={index === 0} />
        ))}
      </ul>
      <QueryLoadMore query={query} label={moreLabel} />
    </>
  );
}

/** A screen's list part: the section that frames it (named like the list unless told), then the list. */
export function PostListSection({ sectionLabel, ...list }: PostListProps & { sectionLabel?: string }) {
  return (
    <section className={community.listSection} aria-label={sectionLabel ?? list.label}>
      <PostList {...list} />
    </section>
  );
}
