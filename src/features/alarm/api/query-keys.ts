import type { AlarmType } from '#contract/rules/alarm-rules.ts';

/** The notifications' query keys: the unread count (the badges) and one list per type filter. */
export const alarmKeys = {
  all: ['alarm'] as const,
  count: () => [...alarmKeys.all, 'count'] as const,
  lists: () => [...alarmKeys.all, 'list'] as const,
  list: (alarmType: AlarmType | undefined) => [...alarmKeys.lists(), alarmType ?? 'all'] as const,
};

/** Every key the factory makes, for app/query-client.ts's AppQueryKey (a type: costs no chunk anything). */
export type AlarmQueryKey =
  | typeof alarmKeys.all
  | ReturnType<Exclude<(typeof alarmKeys)[keyof typeof alarmKeys], readonly unknown[]>>;
