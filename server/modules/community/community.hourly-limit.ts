import type { Transaction } from 'kysely';
import type { DB, Db } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { isPostgres } from '../point/point.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The member's own rows of these tables (by `member_id`, `created_at`) count against a limit. */
export type CountedTable = 'community_post' | 'community_reply' | 'community_photo';

/** How many rows of `tables` one member may add in a rolling hour, and the 429's message past that. */
export interface HourlyLimit {
  perHour: number;
  tables: readonly CountedTable[];
  message: string;
}

async function countLastHour(db: Db, limit: HourlyLimit, memberId: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  let total = 0;
  for (const table of limit.tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    total += Number(row?.n ?? 0);
  }
  return total;
}

/**
 * 429 code 19 when the member has already added `limit.perHour` rows in the last hour. Lock-free: a
 * cheap early refusal before costly work (decoding a photo, checking words), and the check of an edit,
 * which adds no row. It does not make the limit hold under concurrency; holdHourlyLimit does.
 */
export async function refuseOverHourlyLimit(
  db: Db,
  limit: HourlyLimit,
  memberId: number,
  now: Date,
): Promise<void> {
  if ((await countLastHour(db, limit, memberId, now)) >= limit.perHour) {
    throw new AppError('TOO_MANY_REQUESTS', limit.message);
  }
}

/**
 * The limit check of a write that adds a counted row, run first in the transaction that inserts it.
 * Counting then inserting in two steps would let parallel requests all count the same total and all
 * insert; so one member's limited writes take turns: on PostgreSQL the member row is locked
 * (`for update`) until the transaction ends, so the next one counts only after this one's row is
 * committed (or rolled back); SQLite runs one write transaction at a time on its single connection.
 * Taken before any other lock of the transaction (the post's row, the star account), the member row is
 * first as in the likes and the withdrawal, so no deadlock with them.
 */
export async function holdHourlyLimit(
  trx: Transaction<DB>,
  limit: HourlyLimit,
  memberId: number,
  now: Date,
): Promise<void> {
  if (isPostgres(trx)) {
    await trx
      .selectFrom('member')
      .select('member_id')
      .where('member_id', '=', memberId)
      .forUpdate()
      .execute();
  }
  await refuseOverHourlyLimit(trx, limit, memberId, now);
}
