import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { getAlarmCount } from '../../../api/contract-gen/alarm.gen.ts';
import { call } from '../../../api/http.ts';
import { type CountSnapshot, newerCount, nextSeq } from '../count-rule.ts';
import { alarmKeys } from './query-keys.ts';

/**
 * The unread count (GET /api/v1/alarm/count) with the app's query settings (spec section 9: fresh
 * 5 minutes, one retry): the bottom bar's badge and my page's bell read this one query. Its data is a
 * CountSnapshot, and every writer goes through `offerCount`, so the rule of count-rule.ts holds.
 */
export type FetchCount = (signal: AbortSignal) => Promise<{ unreadCount: number }>;

const fetchCount: FetchCount = (signal) => call(getAlarmCount, { signal });

export const alarmCountQueryOptions = (client: QueryClient, fetch: FetchCount = fetchCount) =>
  queryOptions({
    queryKey: alarmKeys.count(),
    queryFn: async ({ signal }): Promise<CountSnapshot> => {
      const seq = nextSeq();
      const { unreadCount } = await fetch(signal);
      return newerCount(client.getQueryData(alarmKeys.count()), { unreadCount, seq });
    },
  });

export function useAlarmCount(client: QueryClient, enabled: boolean) {
  return useQuery({ ...alarmCountQueryOptions(client), enabled });
}

/** Sets the count when `incoming` is newer than the one held (a list page's count, a mark-read's). */
export function offerCount(client: QueryClient, incoming: CountSnapshot): void {
  const current = client.getQueryData<CountSnapshot>(alarmKeys.count());
  const next = newerCount(current, incoming);
  if (next !== current) client.setQueryData(alarmKeys.count(), next);
}

/**
 * After a mark-read: count requests still in flight were sent before the change, so they are cancelled
 * (and their answers would lose to this one anyway), then the answer's count is set.
 */
export async function settleCountAfterRead(client: QueryClient, unreadCount: number): Promise<void> {
  const seq = nextSeq();
  await client.cancelQueries({ queryKey: alarmKeys.count() });
  offerCount(client, { unreadCount, seq });
}
