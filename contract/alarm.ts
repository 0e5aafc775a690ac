import { z } from 'zod';
import { defineEndpoint, digitId, instant, optionalCursor, queryInt } from './endpoint.ts';
import { ALARM_LIMITS, ALARM_TYPES, type AlarmType } from './rules/alarm-rules.ts';

export * from './rules/alarm-rules.ts';

/**
 * Notifications (알림), served by server/modules/alarm (docs/alarms.md). The spec names
 * GET /api/v1/alarm/count and GET /api/v1/alarm/view?alarmType=; marking read is ours:
 * PUT /api/v1/alarm/view/:alarmId/read (one) and PUT /api/v1/alarm/read-all (every one).
 *
 * - Member only: no token 401 (110), like every member call.
 * - `alarmType` is one of ALARM_TYPE's codes (contract/rules/alarm-rules.ts): another number is 13, not a
 *   number 12. Without it the list has every type.
 * - The list pages by an opaque keyset cursor (`nextCursor`, null at the end); a malformed one is 12,
 *   an empty one (`cursor=`) is none: the first page.
 * - Every answer carries the member's `unreadCount` after the call, so a screen never needs a second
 *   request to bring its badge up to date.
 */

const alarmTypeSchema = z.custom<AlarmType>(
  (value) => typeof value === 'number' && (ALARM_TYPES as number[]).includes(value),
);

export const alarmSchema = z.object({
  alarmId: z.number().int(),
  alarmType: alarmTypeSchema,
  /** The type's short label (ALARM_TYPE_LABELS). */
  label: z.string(),
  /** The sentence the member reads, in Korean, e.g. "김나물님 외 12명이 내 글을 좋아해요". */
  message: z.string(),
  /** A line of context (the post's title or text, the reply, the notice's title), or null. */
  detail: z.string().nullable(),
  /** The SPA path it opens, e.g. /community/board-detail/12?reply=34 (at the reply), /my-page/point, /notice/3, /event/7. */
  link: z.string(),
  isRead: z.boolean(),
  /** When it happened (for grouped likes: the latest like). */
  createdAt: instant,
});
export type Alarm = z.infer<typeof alarmSchema>;

const unread = { unreadCount: z.number().int().min(0) };

export const getAlarmCount = defineEndpoint({
  method: 'GET',
  path: '/api/v1/alarm/count',
  service: 'alarm',
  auth: 'member',
  summary: '읽지 않은 알림 수',
  response: z.object({ ...unread }),
});

export const listAlarms = defineEndpoint({
  method: 'GET',
  path: '/api/v1/alarm/view',
  service: 'alarm',
  auth: 'member',
  summary: '알림 목록 (최신순, alarmType으로 종류 거르기, cursor로 다음 페이지)',
  query: z.object({
    alarmType: queryInt(Math.min(...ALARM_TYPES), Math.max(...ALARM_TYPES)).optional(),
    cursor: optionalCursor(),
    size: queryInt(1, ALARM_LIMITS.pageSizeMax).default(ALARM_LIMITS.pageSizeDefault),
  }),
  response: z.object({ alarms: z.array(alarmSchema), nextCursor: z.string().nullable(), ...unread }),
});

export const readAlarm = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/alarm/view/:alarmId/read',
  service: 'alarm',
  auth: 'member',
  summary: '알림 하나 읽음 (다시 불러도 같음; 내 알림이 아니면 404)',
  params: z.object({ alarmId: digitId }),
  response: z.object({ alarmId: z.number().int(), ...unread }),
});

export const readAllAlarms = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/alarm/read-all',
  service: 'alarm',
  auth: 'member',
  summary: '모든 알림 읽음',
  response: z.object({ ...unread }),
});
