import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY } from '#contract/constants.ts';
import { getAlarmCount } from '../../../api/contract-gen/alarm.gen.ts';
import { call } from '../../../api/http.ts';
import { type CountSnapshot, newerCount, nextSeq } from '../count-rule.ts';
import { alarmKeys } from './query-keys.ts';

/**
 * The unread count (GET /api/v1/alarm/count): the bottom bar's badge and my page's bell read this one
 * query. Its data is a CountSnapshot, and every writer goes through `offerCount`, so the rule of
 * count-rule.ts holds. It is the member's one poll: asked every 30 s while the page is visible
 * (docs/freshness.md), and when it rises, what the news may be about is asked again: the alarm lists,
 * the member's pages and stars ('user') and the community threads on screen.
 */
export type FetchCount = (signal: AbortSignal) => Promise<{ unreadCount: number }>;

const fetchCount: FetchCount = (signal) => call(getAlarmCount, { signal });

export const alarmCountQueryOptions = (client: QueryClient, fetch: FetchCount = fetchCount) =>
  queryOptions({
    queryKey: alarmKeys.count(),
    queryFn: async ({ signal }): Promise<CountSnapshot> => {
      const seq = nextSeq();
      const { unreadCount } = await fetch(signal);
      const held = client.getQueryData<CountSnapshot>(alarmKeys.count());
      const next = newerCount(held, { unreadCount, seq });
      if (held && next.unreadCount > held.unreadCount) {
        for (const queryKey of [alarmKeys.lists(), ['user'] as const, ['community'] as const])
          void client.invalidateQueries({ queryKey });
      }
      return next;
    },
  });

export function useAlarmCount(client: QueryClient, enabled: boolean) {
  return useQuery({ ...alarmCountQueryOptions(client), enabled, refetchInterval: QUERY.memberStaleTimeMs });
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
