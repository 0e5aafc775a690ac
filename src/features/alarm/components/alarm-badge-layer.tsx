import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAlarmCount } from '../api/alarm-count.ts';
import styles from './alarm.module.css';

/** The bottom bar's my page link (ui/bottom-navi.tsx): its accessible name and its path. */
const MY_PAGE_ITEM = 'nav[aria-label="주요 메뉴"] a[href="/my-page"]';

/**
 * Mounted with the page-wide layers (app/root-layers.tsx), after the first screen: for a signed-in
 * member it reads the unread count (asked every 30 s while the page is visible: docs/freshness.md)
 * and draws it on the bottom bar's my page item. The badge is put into the bar from here, through a
 * portal, so none of its code or styles rides in the first screen's chunk; the bar is found again
 * whenever the route changes (routes without it unmount it).
 */
export function AlarmBadgeLayer({ member }: { member: boolean }) {
  const client = useQueryClient();
  const { data } = useAlarmCount(client, member);
  const path = useLocation({ select: (location) => location.pathname });
  const [slot, setSlot] = useState<Element | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bar may be a new element on every route
  useEffect(() => {
    setSlot(document.querySelector(MY_PAGE_ITEM));
  }, [path]);
  const count = member ? (data?.unreadCount ?? 0) : 0;
  if (!slot || count === 0) return null;
  return createPortal(
    <span className={styles.navCount} data-testid="my-page-alarm-count">
      <span className="visually-hidden"> 새 알림 </span>
      {count > 99 ? '99+' : count}
      <span className="visually-hidden">개</span>
    </span>,
    slot,
  );
}
