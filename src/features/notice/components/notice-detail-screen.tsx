import { Link } from '@tanstack/react-router';
import { isNoData } from '../../../api/error-codes.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../ui/placeholders.tsx';
import { useNoticeDetail } from '../api/notice-detail.ts';
import styles from './notice.module.css';
import { NoticeArticle } from './notice-article.tsx';

function BackToList() {
  return (
    <Link to="/notice" className={styles.backToList}>
      목록으로
    </Link>
  );
}

function NoticeDetailSkeleton() {
  return (
    <div className={styles.article} aria-busy="true">
      <p className="visually-hidden" role="status">
        공지사항을 불러오는 중
      </p>
      <div className={styles.articleHead}>
        <Skeleton style={{ width: '80%', height: 28 }} />
        <Skeleton style={{ width: 140, height: 19 }} />
      </div>
      <div className={styles.html}>
        <Skeleton style={{ height: 20, marginBottom: 8 }} />
        <Skeleton style={{ height: 20, marginBottom: 8 }} />
        <Skeleton style={{ width: '60%', height: 20 }} />
      </div>
    </div>
  );
}

/** /notice/:id: one published notice; one that is gone or unpublished says so and leads back to the list. */
export function NoticeDetailScreen({ noticeId }: { noticeId: number }) {
  const query = useNoticeDetail(noticeId);
  let content: React.ReactNode;
  if (query.isPending) content = <NoticeDetailSkeleton />;
  else if (query.isError)
    content = isNoData(query.error) ? (
      <EmptyState title="공지사항을 찾을 수 없어요">
        <p>삭제되었거나 더 이상 볼 수 없는 공지예요.</p>
        <BackToList />
      </EmptyState>
    ) : (
      <ErrorState
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else
    content = (
      <>
        <NoticeArticle {...query.data.notice} />
        <div className={styles.footer}>
          <BackToList />
        </div>
      </>
    );
  const notice = query.data?.notice;
  return (
    <>
      <AppHeader
        home
        share={
          notice
            ? { title: notice.title, description: notice.summary, imageUrl: notice.imageUrl ?? undefined }
            : true
        }
      />
      <div className={styles.screen}>{content}</div>
    </>
  );
}
