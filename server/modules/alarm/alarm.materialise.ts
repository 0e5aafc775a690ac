import { type Expression, expressionBuilder, type SqlBool, sql } from 'kysely';
import { ALARM_LIMITS, ALARM_TYPE } from '#contract/rules/alarm-rules.ts';
import { lastUsableDate } from '#contract/rules/star-rules.ts';
import type { DB, Db } from '../../db/schema.ts';
import { noticeLink, postLink, STARS_LINK } from './alarm.events.ts';
import { addAlarm } from './alarm.repository.ts';

/**
 * Notifications of events that happen without a request: a vote reaching its `closes_at`, stars coming
 * within ALARM_LIMITS.expiringWithinDays of their expiry, a notice published by an operator. They are
 * written lazily, when the member reads the count or the list's first page: each is a short indexed
 * read that finds nothing new on almost every call, and the dedupe keys make a repeat (two tabs at
 * once) a no-op. A member who never looks needs none of them, and no job has to visit every member.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Leaves out the rows the member has been told about: no alarm of theirs has the dedupe key `prefix`
 * followed by the row's id (`column`, a column of the outer query).
 */
function notAlarmedYet(memberId: number, prefix: string, column: string): Expression<SqlBool> {
  const eb = expressionBuilder<DB, never>();
  return eb.not(
    eb.exists(
      eb
        .selectFrom('alarm as a')
        .select('a.alarm_id')
        .where('a.member_id', '=', memberId)
        .where('a.dedupe_key', '=', sql<string>`${prefix} || cast(${sql.ref(column)} as varchar(20))`),
    ),
  );
}

export async function materialiseFor(db: Db, memberId: number, now: Date): Promise<void> {
  const member = await db
    .selectFrom('member')
    .select(['created_at'])
    .where('member_id', '=', memberId)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  if (!member) return;
  const nowIso = now.toISOString();
  const lookback = new Date(now.getTime() - ALARM_LIMITS.lookbackDays * DAY_MS).toISOString();
  const since = member.created_at > lookback ? member.created_at : lookback;
  await closedVotes(db, memberId, nowIso, lookback);
  await publishedNotices(db, memberId, nowIso, since);
  await expiringStars(db, memberId, now);
}

/** Votes the member started or voted in that closed within the lookback. */
async function closedVotes(db: Db, memberId: number, nowIso: string, lookback: string): Promise<void> {
  const rows = await db
    .selectFrom('community_post as p')
    .select(['p.post_id', 'p.member_id', 'p.title', 'p.closes_at'])
    .where('p.type', '=', 'survey')
    .where('p.status', '=', 'visible')
    .where('p.closes_at', '<=', nowIso)
    .where('p.closes_at', '>=', lookback)
    .where((eb) =>
      eb.or([
        eb('p.member_id', '=', memberId),
        eb.exists(
          eb
            .selectFrom('community_vote as v')
            .select('v.post_id')
            .whereRef('v.post_id', '=', 'p.post_id')
            .where('v.member_id', '=', memberId),
        ),
      ]),
    )
    .where(notAlarmedYet(memberId, 'vote-closed:', 'p.post_id'))
    .execute();
  for (const row of rows) {
    await addAlarm(db, {
      memberId,
      type: ALARM_TYPE.voteClosed,
      dedupeKey: `vote-closed:${row.post_id}`,
      variant: row.member_id === memberId ? 'author' : 'voter',
      link: postLink('survey', row.post_id),
      createdAt: row.closes_at ?? nowIso,
      postId: row.post_id,
      detail: row.title,
    });
  }
}

/** Notices published since the member joined (within the lookback), each once. */
async function publishedNotices(db: Db, memberId: number, nowIso: string, since: string): Promise<void> {
  const rows = await db
    .selectFrom('notice as n')
    .select(['n.notice_id', 'n.title', 'n.created_at'])
    .where('n.published', '=', 1)
    .where('n.created_at', '<=', nowIso)
    .where('n.created_at', '>=', since)
    .where(notAlarmedYet(memberId, 'notice:', 'n.notice_id'))
    .execute();
  for (const row of rows) {
    await addAlarm(db, {
      memberId,
      type: ALARM_TYPE.notice,
      dedupeKey: `notice:${row.notice_id}`,
      link: noticeLink(row.notice_id),
      createdAt: row.created_at,
      noticeId: row.notice_id,
      detail: row.title,
    });
  }
}

/**
 * The member's next expiry (point_account.next_expiry_at, one primary-key read) when it is within the
 * window: one notification per expiry instant, with the stars left in the lots that expire then.
 */
async function expiringStars(db: Db, memberId: number, now: Date): Promise<void> {
  const account = await db
    .selectFrom('point_account')
    .select('next_expiry_at')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const at = account?.next_expiry_at;
  if (!at) return;
  const expiresAt = new Date(at);
  if (expiresAt <= now || expiresAt.getTime() - now.getTime() > ALARM_LIMITS.expiringWithinDays * DAY_MS)
    return;
  const dedupeKey = `stars-expiring:${at}`;
  const known = await db
    .selectFrom('alarm')
    .select('alarm_id')
    .where('member_id', '=', memberId)
    .where('dedupe_key', '=', dedupeKey)
    .executeTakeFirst();
  if (known) return;
  const lots = await db
    .selectFrom('point_lot')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('remaining'), eb.lit(0)).as('stars'))
    .where('member_id', '=', memberId)
    .where('expires_at', '=', at)
    .where('remaining', '>', 0)
    .executeTakeFirst();
  const stars = Number(lots?.stars ?? 0);
  if (stars < 1) return;
  const [, month, day] = lastUsableDate(expiresAt).split('-').map(Number);
  await addAlarm(db, {
    memberId,
    type: ALARM_TYPE.starsExpiring,
    dedupeKey,
    link: STARS_LINK,
    createdAt: now.toISOString(),
    amount: stars,
    detail: `${month}월 ${day}일까지 사용할 수 있어요.`,
  });
}
