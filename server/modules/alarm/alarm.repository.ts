import { sql } from 'kysely';
import { ALARM_LIMITS, type AlarmType } from '#contract/rules/alarm-rules.ts';
import type { Db } from '../../db/schema.ts';

/**
 * The alarm table's writes and reads (migration 0015_alarm). Every write goes through `addAlarm` or
 * `upsertGroupedAlarm`, which run in the caller's transaction (the event's own), skip a recipient who
 * has withdrawn or who caused the event, and are idempotent by (member_id, dedupe_key).
 */
export interface NewAlarm {
  memberId: number;
  type: AlarmType;
  dedupeKey: string;
  link: string;
  createdAt: string;
  variant?: string | null;
  actorMemberId?: number | null;
  actorCount?: number;
  postId?: number | null;
  replyId?: number | null;
  noticeId?: number | null;
  eventId?: number | null;
  amount?: number | null;
  detail?: string | null;
}

const DETAIL_MAX = 120;

/** A context line of at most DETAIL_MAX code points, on one line. */
export function excerpt(text: string | null | undefined): string | null {
  if (!text) return null;
  const line = text.replace(/\s+/g, ' ').trim();
  if (line === '') return null;
  const points = [...line];
  return points.length <= DETAIL_MAX ? line : `${points.slice(0, DETAIL_MAX - 1).join('')}…`;
}

/** Whether the member may receive notifications: exists and has not withdrawn. */
export async function canReceive(db: Db, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('member_id')
    .where('member_id', '=', memberId)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

function valuesOf(alarm: NewAlarm) {
  return {
    member_id: alarm.memberId,
    alarm_type: alarm.type,
    dedupe_key: alarm.dedupeKey,
    variant: alarm.variant ?? null,
    actor_member_id: alarm.actorMemberId ?? null,
    actor_count: alarm.actorCount ?? 1,
    post_id: alarm.postId ?? null,
    reply_id: alarm.replyId ?? null,
    notice_id: alarm.noticeId ?? null,
    event_id: alarm.eventId ?? null,
    amount: alarm.amount ?? null,
    detail: excerpt(alarm.detail),
    link: alarm.link,
    created_at: alarm.createdAt,
    read_at: null,
  };
}

/**
 * Adds one notification unless its member already has its dedupe key (then nothing changes). Returns
 * whether a row was added.
 */
export async function addAlarm(db: Db, alarm: NewAlarm): Promise<boolean> {
  if (alarm.actorMemberId === alarm.memberId) return false;
  if (!(await canReceive(db, alarm.memberId))) return false;
  const row = await db
    .insertInto('alarm')
    .values(valuesOf(alarm))
    .onConflict((oc) => oc.columns(['member_id', 'dedupe_key']).doNothing())
    .returning('alarm_id')
    .executeTakeFirst();
  if (!row) return false;
  await pruneSometimes(db, alarm.memberId, row.alarm_id);
  return true;
}

/**
 * A grouped notification (likes of one post): the first one adds the row, later ones set its count,
 * latest actor and time, and make it unread again. The caller serialises the writers of one group
 * (the post's row lock), so the last writer's count is the newest.
 */
export async function upsertGroupedAlarm(db: Db, alarm: NewAlarm): Promise<void> {
  if (alarm.actorMemberId === alarm.memberId) return;
  if (!(await canReceive(db, alarm.memberId))) return;
  const row = await db
    .insertInto('alarm')
    .values(valuesOf(alarm))
    .onConflict((oc) =>
      oc.columns(['member_id', 'dedupe_key']).doUpdateSet({
        actor_member_id: alarm.actorMemberId ?? null,
        actor_count: alarm.actorCount ?? 1,
        detail: excerpt(alarm.detail),
        created_at: alarm.createdAt,
        read_at: null,
      }),
    )
    .returning('alarm_id')
    .executeTakeFirst();
  if (row) await pruneSometimes(db, alarm.memberId, row.alarm_id);
}

/** Sets a grouped notification's count (and latest actor) without making it new: a like taken back. */
export async function setGroupCount(
  db: Db,
  input: { memberId: number; dedupeKey: string; actorCount: number; actorMemberId: number | null },
): Promise<void> {
  await db
    .updateTable('alarm')
    .set({ actor_count: input.actorCount, actor_member_id: input.actorMemberId })
    .where('member_id', '=', input.memberId)
    .where('dedupe_key', '=', input.dedupeKey)
    .execute();
}

/**
 * Keeps the member's newest ALARM_LIMITS.keptPerMember notifications. Runs after about one insert in
 * ALARM_LIMITS.pruneEvery (by the new row's id), so a member never has many more than the limit and
 * an insert almost never pays for it; the delete is a range of the list index.
 */
async function pruneSometimes(db: Db, memberId: number, alarmId: number): Promise<void> {
  if (alarmId % ALARM_LIMITS.pruneEvery !== 0) return;
  await pruneMember(db, memberId);
}

export async function pruneMember(db: Db, memberId: number): Promise<number> {
  const edge = await db
    .selectFrom('alarm')
    .select(['created_at', 'alarm_id'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('alarm_id', 'desc')
    .limit(1)
    .offset(ALARM_LIMITS.keptPerMember)
    .executeTakeFirst();
  if (!edge) return 0;
  const result = await db
    .deleteFrom('alarm')
    .where('member_id', '=', memberId)
    .where((eb) => eb(eb.refTuple('created_at', 'alarm_id'), '<=', eb.tuple(edge.created_at, edge.alarm_id)))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ------------------------------------------------------------------ reading

/**
 * The member's notifications that are still worth showing: a like group with nobody left, or one whose
 * post or reply is deleted or hidden, or whose notice is unpublished, is left out (not deleted: a post
 * shown again brings its notifications back).
 */
export function visibleAlarms(db: Db, memberId: number) {
  return db
    .selectFrom('alarm')
    .leftJoin('community_post as post', 'post.post_id', 'alarm.post_id')
    .leftJoin('community_reply as reply', 'reply.reply_id', 'alarm.reply_id')
    .leftJoin('notice', 'notice.notice_id', 'alarm.notice_id')
    .where('alarm.member_id', '=', memberId)
    .where('alarm.actor_count', '>', 0)
    .where((eb) => eb.or([eb('alarm.post_id', 'is', null), eb('post.status', '=', 'visible')]))
    .where((eb) => eb.or([eb('alarm.reply_id', 'is', null), eb('reply.status', '=', 'visible')]))
    .where((eb) => eb.or([eb('alarm.notice_id', 'is', null), eb('notice.published', '=', 1)]));
}

/** The unread count's query (alarm_member_unread_idx), built apart so a test can EXPLAIN it. */
export function unreadCountQuery(db: Db, memberId: number) {
  return visibleAlarms(db, memberId)
    .where('alarm.read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number | string>().as('count'));
}

export async function countUnread(db: Db, memberId: number): Promise<number> {
  const row = await unreadCountQuery(db, memberId).executeTakeFirst();
  return Number(row?.count ?? 0);
}

export interface AlarmRow {
  alarm_id: number;
  alarm_type: number;
  variant: string | null;
  actor_count: number;
  actor_nickname: string | null;
  actor_withdrawn: string | null;
  amount: number | null;
  detail: string | null;
  link: string;
  created_at: string;
  read_at: string | null;
  post_type: string | null;
}

export interface ListInput {
  memberId: number;
  type: number | undefined;
  after: { at: string; id: number } | null;
  limit: number;
}

export async function listVisible(db: Db, input: ListInput): Promise<AlarmRow[]> {
  return listQuery(db, input).execute();
}

/** A page's query (alarm_member_list_idx, or alarm_member_type_idx with a type), built apart for EXPLAIN. */
export function listQuery(db: Db, input: ListInput) {
  let query = visibleAlarms(db, input.memberId)
    .leftJoin('member as actor', 'actor.member_id', 'alarm.actor_member_id')
    .select([
      'alarm.alarm_id',
      'alarm.alarm_type',
      'alarm.variant',
      'alarm.actor_count',
      'actor.nickname as actor_nickname',
      'actor.withdrawn_at as actor_withdrawn',
      'alarm.amount',
      'alarm.detail',
      'alarm.link',
      'alarm.created_at',
      'alarm.read_at',
      'post.type as post_type',
    ]);
  if (input.type !== undefined) query = query.where('alarm.alarm_type', '=', input.type);
  const after = input.after;
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('alarm.created_at', 'alarm.alarm_id'), '<', eb.tuple(after.at, after.id)),
    );
  }
  return query.orderBy('alarm.created_at', 'desc').orderBy('alarm.alarm_id', 'desc').limit(input.limit);
}

export async function markRead(db: Db, memberId: number, alarmId: number, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('alarm')
    .select(['alarm_id', 'read_at'])
    .where('alarm_id', '=', alarmId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) return false;
  if (row.read_at === null) {
    await db
      .updateTable('alarm')
      .set({ read_at: now })
      .where('alarm_id', '=', alarmId)
      .where('read_at', 'is', null)
      .execute();
  }
  return true;
}

export async function markAllRead(db: Db, memberId: number, now: string): Promise<void> {
  await db
    .updateTable('alarm')
    .set({ read_at: now })
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null)
    .execute();
}

/** For tests and the docs' EXPLAIN: the raw count of a member's rows. */
export async function countAll(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('alarm')
    .select(sql<number | string>`count(*)`.as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
