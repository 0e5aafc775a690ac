import type { Generated } from 'kysely';

/** Notifications (migration 0015_alarm, server/modules/alarm). Instants are ISO UTC strings. */
export interface AlarmTable {
  alarm_id: Generated<number>;
  member_id: number;
  /** contract/rules/alarm-rules.ts ALARM_TYPE */
  alarm_type: number;
  dedupe_key: string;
  variant: string | null;
  actor_member_id: number | null;
  actor_count: Generated<number>;
  post_id: number | null;
  reply_id: number | null;
  notice_id: number | null;
  event_id: number | null;
  amount: number | null;
  detail: string | null;
  link: string;
  created_at: string;
  read_at: string | null;
}
