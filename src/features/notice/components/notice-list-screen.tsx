import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../platform/format.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { ChevronRightIcon } from '../../../ui/icons.tsx';
import { LoadMore } from '../../../ui/load-more.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../ui/placeholders.tsx';
import { useNoticeList } from '../api/notice-list.ts';
import styles from './notice.module.css';

function NoticeListSkeleton() {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        공지사항을 불러오는 중
      </p>
      <ul className={styles.list}>
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <li key={key} className={styles.skeletonRow}>
            <Skeleton style={{ width: '70%', height: 22 }} />
            <Skeleton style={{ width: '90%', height: 39 }} />
            <Skeleton style={{ width: 80, height: 18 }} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /notice: published notices, pinned ones first (marked 중요), then newest first. */
export function NoticeListScreen() {
  const query = useNoticeList();
  // Read before the branches narrow the query: a failed next page keeps the pages already shown.
  const pageError = query.error;
  let content: React.ReactNode;
  if (query.isPending) content = <NoticeListSkeleton />;
  else if (query.isError)
    content = (
      <ErrorState
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else {
    const notices = query.data.pages.flatMap((page) => page.notices);
    content =
      notices.length === 0 ? (
        <EmptyState title="등록된 공지사항이 없어요">새 소식이 생기면 이곳에서 알려 드릴게요.</EmptyState>
      ) : (
        <>
          <ul className={styles.list}>
            {notices.map((notice) => (
              <li key={notice.noticeId}>
                <Link to="/notice/$id" params={{ id: notice.noticeId }} className={styles.row}>
                  <span className={styles.rowText}>
                    <span className={styles.rowTitle}>
                      {notice.pinned && <span className={styles.pin}>중요</span>}
                      {notice.title}
                    </span>
                    {notice.summary && <span className={styles.rowSummary}>{notice.summary}</span>}
                    <time className={styles.date} dateTime={notice.createdAt}>
                      {formatDate(notice.createdAt)}
                    </time>
                  </span>
                  <ChevronRightIcon size={18} className={styles.chevron} />
                </Link>
              </li>
            ))}
          </ul>
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            isFetchNextPageError={query.isFetchNextPageError}
            errorMessage={pageError?.message}
            fetchNextPage={query.fetchNextPage}
            label="공지사항 더보기"
          />
        </>
      );
  }
  return (
    <>
      <AppHeader home />
      <section className={styles.screen} aria-label="공지사항 목록">
        {content}
      </section>
    </>
  );
}
