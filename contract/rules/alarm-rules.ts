import { STAR_WORD } from './star-rules.ts';

/**
 * Notifications (알림): their numeric types, labels and limits, free of zod so the SPA's filter chips
 * and the server read the same codes (contract/alarm.ts builds the API's schemas from them).
 *
 * The spec names only `alarmType` as "a number filter" (sections 3 and 7); the codes are ours:
 */
export const ALARM_TYPE = {
  /** A reply on my post (an answer on my question), or a reply under my reply. */
  communityReply: 1,
  /** Likes on my post, grouped: one notification per post, "OO님 외 12명이 좋아해요". */
  postLike: 2,
  /** The asker accepted my answer. */
  answerAccepted: 3,
  /** A vote I took part in (or started) has closed: the result is in. */
  voteClosed: 4,
  /** Stars were added to my balance (any award of the star ledger). */
  starsEarned: 5,
  /** Some of my stars expire within ALARM_LIMITS.expiringWithinDays days. */
  starsExpiring: 6,
  /** A notice was published. */
  notice: 7,
  /** The result of an event I applied for was announced. */
  eventResult: 8,
  /** A sold-out product I asked about (재입고 알림) is in stock again (docs/product-alerts.md). */
  restock: 9,
  /** A deal I asked about (오픈 알림) has started. */
  dealOpening: 10,
  /** A product I like got cheaper (marketing: needs the member's consent). */
  priceDrop: 11,
  /** A store I like has something new (marketing: needs the member's consent). */
  storeNews: 12,
} as const;
export type AlarmTypeName = keyof typeof ALARM_TYPE;
export type AlarmType = (typeof ALARM_TYPE)[AlarmTypeName];
export const ALARM_TYPES = Object.values(ALARM_TYPE) as AlarmType[];

/** The short label of each type (the list's filter chips and each item's kicker). */
export const ALARM_TYPE_LABELS: Record<AlarmType, string> = {
  1: '댓글',
  2: '좋아요',
  3: '채택',
  4: '투표',
  5: `${STAR_WORD} 적립`,
  6: `${STAR_WORD} 소멸`,
  7: '공지',
  8: '이벤트',
  9: '재입고',
  10: '오픈',
  11: '가격 인하',
  12: '상점 소식',
};

export const ALARM_LIMITS = {
  /** Notifications kept per member: older ones are pruned (docs/alarms.md). */
  keptPerMember: 2_000,
  /** A prune runs after about one insert in this many (by the new row's id), so it costs little. */
  pruneEvery: 32,
  /** Stars that expire within this many days are announced (type 6). */
  expiringWithinDays: 30,
  /** Notices and closed votes older than this are not materialised for a member. */
  lookbackDays: 30,
  pageSizeDefault: 20,
  pageSizeMax: 50,
  /** The event announcement's text (operator command). */
  messageMax: 200,
} as const;

export function isAlarmType(value: number): value is AlarmType {
  return (ALARM_TYPES as number[]).includes(value);
}
