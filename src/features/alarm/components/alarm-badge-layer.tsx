import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setUnreadAlarms } from '../../../ui/alarm-badge.ts';
import { useAlarmCount } from '../api/alarm-count.ts';

/**
 * Mounted with the page-wide layers (app/root-layers.tsx), after the first screen: for a signed-in
 * member it reads the unread count (the app's query settings: fresh for 5 minutes, no refetch on focus)
 * and hands it to the bottom bar (ui/alarm-badge.ts); signed out, the badge is cleared.
 */
export function AlarmBadgeLayer({ member }: { member: boolean }) {
  const client = useQueryClient();
  const { data } = useAlarmCount(client, member);
  const count = member ? (data?.unreadCount ?? 0) : 0;
  useEffect(() => {
    setUnreadAlarms(count);
  }, [count]);
  return null;
}
