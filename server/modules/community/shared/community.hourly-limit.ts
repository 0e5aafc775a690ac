import type { Transaction } from 'kysely';
import type { DB, Db } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { isPostgres } from '../../point/point.repository.ts';

/**
 * The community's hourly limits per member (429, code 19): `writes` counts posts and replies together
 * (COMMUNITY_LIMITS.writesPerHour), `photos` counts uploads (PHOTO_UPLOADS_PER_HOUR). Each counts the
 * member's own rows created in the rolling hour before `now`.
 */
export type HourlyLimitKind = 'writes' | 'photos';

export interface HourlyLimitCheck {
  memberId: number;
  kind: HourlyLimitKind;
  /** How many rows of the kind the member may add in a rolling hour. */
  limit: number;
  now: Date;
}

const HOUR_MS = 60 * 60 * 1000;

const TABLES = {
  writes: ['community_post', 'community_reply'],
  photos: ['community_photo'],
} as const satisfies Record<HourlyLimitKind, readonly (keyof DB)[]>;

const MESSAGES: Record<HourlyLimitKind, (limit: number) => string> = {
  writes: (limit) => `글과 댓글은 한 시간에 ${limit}개까지 쓸 수 있습니다. 잠시 후 다시 시도해 주세요.`,
  photos: (limit) => `사진은 한 시간에 ${limit}장까지 올릴 수 있습니다. 잠시 후 다시 시도해 주세요.`,
};

async function countLastHour(db: Db, check: HourlyLimitCheck): Promise<number> {
  const since = new Date(check.now.getTime() - HOUR_MS).toISOString();
  let total = 0;
  // One after the other, not Promise.all: in a transaction the queries share one connection anyway.
  for (const table of TABLES[check.kind]) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', check.memberId)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    total += Number(row?.n ?? 0);
  }
  return total;
}

/**
 * 429 code 19 when the member has already reached the limit. Lock-free, so it does NOT hold under
 * concurrency: it is the cheap early refusal before costly work (decoding a photo, checking words) and
 * the check of an edit, which adds no row. A write that adds a counted row calls holdHourlyLimit too.
 */
export async function refuseOverHourlyLimit(db: Db, check: HourlyLimitCheck): Promise<void> {
  if ((await countLastHour(db, check)) >= check.limit) {
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES[check.kind](check.limit));
  }
}

/**
 * The limit of a write that adds a counted row, run FIRST in the transaction that inserts the row.
 * Counting and then inserting in separate steps let parallel requests all count the same total and all
 * get in; here one member's limited writes take turns, so each counts the rows of those before it:
 *
 * - PostgreSQL: the member row is locked (`select … for update`) until the transaction ends; the next
 *   writer's count runs only after this one's insert is committed or rolled back. The member row is the
 *   first lock of the transaction, before the post row and the star account, the order the likes and
 *   the withdrawal already take, so it adds no deadlock.
 * - SQLite: one process runs one transaction at a time on its single connection, which already
 *   serialises. The transaction's first statement is still made a write (a no-op update of the member
 *   row) so it takes the database's write lock at once, as `BEGIN IMMEDIATE` would: another process on
 *   the same file (an admin command) then waits for it (busy_timeout) instead of failing with
 *   SQLITE_BUSY when a read transaction turns into a write after someone else's commit.
 */
export async function holdHourlyLimit(trx: Transaction<DB>, check: HourlyLimitCheck): Promise<void> {
  if (isPostgres(trx)) {
    await trx
      .selectFrom('member')
      .select('member_id')
      .where('member_id', '=', check.memberId)
      .forUpdate()
      .execute();
  } else {
    await trx
      .updateTable('member')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('member_id', '=', check.memberId)
      .execute();
  }
  await refuseOverHourlyLimit(trx, check);
}
