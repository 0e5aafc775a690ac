import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Alarm } from '#contract/alarm.ts';
import type { AlarmType } from '#contract/rules/alarm-rules.ts';
import { listAlarms, readAlarm, readAllAlarms } from '../../../api/contract-gen/alarm.gen.ts';
import { call } from '../../../api/http.ts';
import { cursorParam, nextCursorParam } from '../../../api/list-cursor.ts';
import { nextSeq } from '../count-rule.ts';
import { offerCount, settleCountAfterRead } from './alarm-count.ts';
import { alarmKeys } from './query-keys.ts';

const first = undefined as string | undefined;

/** One type's list (or every type's), page by page by the server's cursor; each page offers its count. */
export const alarmListQueryOptions = (client: QueryClient, alarmType: AlarmType | undefined) =>
  infiniteQueryOptions({
    queryKey: alarmKeys.list(alarmType),
    queryFn: async ({ pageParam, signal }) => {
      const seq = nextSeq();
      const page = await call(listAlarms, { query: { alarmType, cursor: cursorParam(pageParam) }, signal });
      offerCount(client, { unreadCount: page.unreadCount, seq });
      return page;
    },
    initialPageParam: first,
    getNextPageParam: nextCursorParam,
  });

export function useAlarmList(alarmType: AlarmType | undefined) {
  const client = useQueryClient();
  return useInfiniteQuery(alarmListQueryOptions(client, alarmType));
}

type ListData = InfiniteData<
  { alarms: Alarm[]; nextCursor: string | null; unreadCount: number },
  string | undefined
>;

/** Marks items read in every cached list at once (`alarmId`, or all), so the screen never flickers. */
function markInLists(client: QueryClient, alarmId: number | 'all'): void {
  client.setQueriesData<ListData>({ queryKey: alarmKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            alarms: page.alarms.map((alarm) =>
              alarmId === 'all' || alarm.alarmId === alarmId ? { ...alarm, isRead: true } : alarm,
            ),
          })),
        }
      : data,
  );
}

/** PUT /api/v1/alarm/view/:alarmId/read, then the lists and the count follow the answer. */
export async function markAlarmRead(client: QueryClient, alarmId: number): Promise<void> {
  const { unreadCount } = await call(readAlarm, { params: { alarmId: String(alarmId) } });
  markInLists(client, alarmId);
  await settleCountAfterRead(client, unreadCount);
}

/** PUT /api/v1/alarm/read-all. */
export async function markAllAlarmsRead(client: QueryClient): Promise<void> {
  const { unreadCount } = await call(readAllAlarms);
  markInLists(client, 'all');
  await settleCountAfterRead(client, unreadCount);
}
