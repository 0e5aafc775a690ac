import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../platform/format.ts';
import { ChevronRightIcon } from '../../../ui/icons.tsx';
import { Skeleton } from '../../../ui/placeholders.tsx';
import { useLastNotice } from '../api/last-notice.ts';
import styles from './latest-notice.module.css';

/**
 * My page's one line about the newest notice, leading to it. A supplement: while it loads it keeps its
 * place, and without a notice (or when the call fails) it is simply not there; my page stays whole.
 */
export function LatestNotice() {
  const query = useLastNotice();
  if (query.isPending) {
    return (
      <div className={styles.bar} aria-hidden="true">
        <Skeleton style={{ width: '100%', height: 20 }} />
      </div>
    );
  }
  const notice = query.data?.notice;
  if (!notice) return null;
  return (
    <nav className={styles.bar} aria-label="최근 공지">
      <Link to="/notice/$id" params={{ id: notice.noticeId }} className={styles.link}>
        <span className={styles.tag}>공지</span>
        <span className={styles.title}>{notice.title}</span>
        <time className={styles.date} dateTime={notice.createdAt}>
          {formatDate(notice.createdAt)}
        </time>
        <ChevronRightIcon size={16} className={styles.chevron} />
      </Link>
    </nav>
  );
}
