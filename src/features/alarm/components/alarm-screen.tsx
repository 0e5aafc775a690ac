import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useRef, useState } from 'react';
import type { Alarm } from '#contract/alarm.ts';
import { ALARM_TYPE_LABELS, ALARM_TYPES, type AlarmType } from '#contract/rules/alarm-rules.ts';
import { classifyLink } from '#contract/rules/links.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { formatRelativeTime } from '../../../platform/relative-time.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import chips from '../../../ui/chips.module.css';
import { showToast } from '../../../ui/overlays/feedback.ts';
import { EmptyState, Skeleton } from '../../../ui/placeholders.tsx';
import { QueryError, QueryLoadMore } from '../../../ui/query-view.tsx';
import { useAlarmCount } from '../api/alarm-count.ts';
import { markAlarmRead, markAllAlarmsRead, useAlarmList } from '../api/alarm-list.ts';
import styles from './alarm.module.css';

const FILTERS: { type: AlarmType | undefined; label: string }[] = [
  { type: undefined, label: '전체' },
  ...ALARM_TYPES.map((type) => ({ type, label: ALARM_TYPE_LABELS[type] })),
];

function TypeFilters({
  selected,
  onSelect,
}: {
  selected: AlarmType | undefined;
  onSelect: (type: AlarmType | undefined) => void;
}) {
  return (
    <fieldset className={`${chips.row} ${styles.filters}`}>
      <legend className="visually-hidden">알림 종류</legend>
      {FILTERS.map((filter) => (
        <button
          key={filter.label}
          type="button"
          className={chips.chipBox}
          aria-pressed={filter.type === selected}
          onClick={() => onSelect(filter.type)}
        >
          <span className={chips.chip}>{filter.label}</span>
        </button>
      ))}
    </fieldset>
  );
}

function AlarmItem({ alarm, onOpen }: { alarm: Alarm; onOpen: (alarm: Alarm) => void }) {
  return (
    <li className={styles.item} data-unread={!alarm.isRead}>
      <a
        href={alarm.link}
        className={styles.link}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen(alarm);
        }}
      >
        <span className={styles.kicker}>
          {!alarm.isRead && <span className={styles.unreadDot} aria-hidden="true" />}
          {!alarm.isRead && <span className={styles.unreadText}>새 알림</span>}
          <span>{alarm.label}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={alarm.createdAt}>{formatRelativeTime(alarm.createdAt)}</time>
        </span>
        <span className={styles.message}>{alarm.message}</span>
        {alarm.detail && <span className={styles.detail}>{alarm.detail}</span>}
      </a>
    </li>
  );
}

export function AlarmListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        알림을 불러오는 중
      </p>
      <ul className={styles.list}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by
          <li key={index} className={styles.item}>
            <div className={styles.link}>
              <Skeleton style={{ width: 110, height: 18 }} />
              <Skeleton style={{ width: '85%', height: 22 }} />
              <Skeleton style={{ width: '60%', height: 20 }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /alarm: the member's notifications, newest first, by type (chips), page after page. Unread ones
 * carry a dot and the words "새 알림" (not colour alone). Tapping one marks it read and opens what it
 * is about; "모두 읽음" marks every one read.
 */
export function AlarmScreen() {
  const [alarmType, setAlarmType] = useState<AlarmType | undefined>(undefined);
  const client = useQueryClient();
  const router = useRouter();
  const query = useAlarmList(alarmType);
  const [markingAll, setMarkingAll] = useState(false);
  const opening = useRef(false);

  const alarms = query.data?.pages.flatMap((page) => page.alarms) ?? [];
  // The count query holds the newest count (list pages and mark-reads offer theirs to it).
  const unread = useAlarmCount(client, true).data?.unreadCount ?? 0;
  const anyUnread = unread > 0 || alarms.some((alarm) => !alarm.isRead);

  const open = (alarm: Alarm) => {
    // A double tap opens once.
    if (opening.current) return;
    opening.current = true;
    if (!alarm.isRead) void markAlarmRead(client, alarm.alarmId).catch(() => undefined);
    // A product alert opens the shop's product page: an absolute URL on the shop's host in production
    // (a page load), a path under /dev-shop with the development shop (the router hands it to the server).
    const target = classifyLink(alarm.link);
    if (target.kind === 'internal') {
      window.location.assign(target.url);
      return;
    }
    if (target.kind === 'refused') {
      opening.current = false;
      return;
    }
    void router.navigate({ href: target.path }).finally(() => {
      opening.current = false;
    });
  };

  const markAll = async () => {
    if (markingAll) return;
    setMarkingAll(true);
    try {
      await markAllAlarmsRead(client);
    } catch (error) {
      showToast(errorMessage(error));
    } finally {
      setMarkingAll(false);
    }
  };

  let body: ReactNode;
  if (query.data === undefined) {
    body = query.isError ? <QueryError query={query} /> : <AlarmListSkeleton />;
  } else if (alarms.length === 0) {
    body = (
      <EmptyState
        title={alarmType === undefined ? '새 알림이 없어요' : `${ALARM_TYPE_LABELS[alarmType]} 알림이 없어요`}
      >
        댓글, 좋아요, 별 소식과 신청한 재입고·오픈 알림이 여기에 와요.
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label="알림 목록">
          {alarms.map((alarm) => (
            <AlarmItem key={alarm.alarmId} alarm={alarm} onOpen={open} />
          ))}
        </ul>
        <QueryLoadMore query={query} label="알림 더보기" />
      </>
    );
  }

  return (
    <>
      <AppHeader home />
      <div className={styles.screen}>
        <TypeFilters selected={alarmType} onSelect={setAlarmType} />
        <div className={styles.toolbar}>
          <button
            type="button"
            className={styles.readAll}
            onClick={() => void markAll()}
            disabled={markingAll || query.data === undefined || !anyUnread}
          >
            {markingAll ? '처리 중…' : '모두 읽음'}
          </button>
        </div>
        {body}
      </div>
    </>
  );
}
