import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAlarmCount } from '../api/alarm-count.ts';
import styles from './alarm.module.css';
import { BellIcon } from './alarm-icons.tsx';

/**
 * My page's bell (a header button): opens /alarm, with the unread count on it. The count is the same
 * query as the bottom bar's badge; the name says the count too, so it is not told by colour alone.
 */
export function AlarmBell() {
  const client = useQueryClient();
  const { data } = useAlarmCount(client, true);
  const count = data?.unreadCount ?? 0;
  const shown = count > 99 ? '99+' : String(count);
  return (
    <Link to="/alarm" className={styles.bell} data-testid="alarm-bell">
      <BellIcon />
      {/* The name is the content, the visible count a word of it (label in name, KWCAG 2.2). */}
      <span className="visually-hidden">{count > 0 ? '알림, 새 알림 ' : '알림'}</span>
      {count > 0 && (
        <>
          <span className={styles.bellCount}>{shown}</span>
          <span className="visually-hidden">개</span>
        </>
      )}
    </Link>
  );
}
