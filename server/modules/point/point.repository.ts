import { type Kysely, PostgresAdapter, type Selectable, sql, type Transaction } from 'kysely';
import type { DB, Db } from '../../db/schema.ts';
import type { PointAccountTable, PointEntryTable, PointExchangeTable } from '../../db/schema-points.ts';

export type AccountRow = Selectable<PointAccountTable>;
export type EntryRow = Selectable<PointEntryTable>;
export type ExchangeRow = Selectable<PointExchangeTable>;

/** What a row of the ledger is; `amount`'s sign follows from it (schema-points.ts). */
export type EntryKind =
  | 'earn'
  | 'spend'
  | 'exchange'
  | 'exchange-settle'
  | 'exchange-release'
  | 'expire'
  | 'revoke';

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Runs `fn` in a transaction, or in the caller's when `db` already is one (the game's play, say). */
export async function inTransaction<T>(db: Db, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<DB>);
  return (db as Kysely<DB>).transaction().execute(fn);
}

// ------------------------------------------------------------------ account (the lock)

/**
 * The member's account row, created on first use and locked for the rest of the transaction on
 * PostgreSQL (`for update`): every write of one member's stars goes through here, so two writers of
 * one balance take turns. SQLite runs one write transaction at a time anyway (and has no FOR UPDATE).
 */
export async function lockAccount(trx: Transaction<DB>, memberId: number, now: string): Promise<AccountRow> {
  await trx
    .insertInto('point_account')
    .values({
      member_id: memberId,
      balance: 0,
      reserved: 0,
      next_expiry_at: null,
      auto_exchange_stars: null,
      auto_exchange_updated_at: null,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  let query = trx.selectFrom('point_account').selectAll().where('member_id', '=', memberId);
  if (isPostgres(trx)) query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

export async function findAccount(db: Db, memberId: number): Promise<AccountRow | undefined> {
  return db.selectFrom('point_account').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

export async function saveAccount(
  db: Db,
  memberId: number,
  values: Partial<Omit<AccountRow, 'member_id'>>,
): Promise<void> {
  await db.updateTable('point_account').set(values).where('member_id', '=', memberId).execute();
}

// ------------------------------------------------------------------ entries and lots

export interface Lot {
  lotId: number;
  expiresAt: string;
  remaining: number;
}

/** The member's lots with stars left (expired ones included), earliest expiry first. */
export async function lotsWithStars(db: Db, memberId: number): Promise<Lot[]> {
  const rows = await db
    .selectFrom('point_entry as e')
    .select([
      'e.entry_id',
      'e.expires_at',
      sql<number>`e.amount - coalesce((select sum(a.amount) from point_allocation a where a.lot_id = e.entry_id), 0)`.as(
        'remaining',
      ),
    ])
    .where('e.member_id', '=', memberId)
    .where('e.kind', '=', 'earn')
    .orderBy('e.expires_at')
    .orderBy('e.entry_id')
    .execute()
    .then((all) => all.filter((row) => Number(row.remaining) > 0));
  return rows.map((row) => ({
    lotId: row.entry_id,
    expiresAt: row.expires_at ?? '',
    remaining: Number(row.remaining),
  }));
}

/** Stars left in lots that expire in [from, to): what "expiring soon" counts. */
export async function starsExpiringBetween(
  db: Db,
  memberId: number,
  from: string,
  to: string,
): Promise<{ amount: number; first: string | null }> {
  const rows = await db
    .selectFrom('point_entry as e')
    .select([
      'e.expires_at',
      sql<number>`e.amount - coalesce((select sum(a.amount) from point_allocation a where a.lot_id = e.entry_id), 0)`.as(
        'remaining',
      ),
    ])
    .where('e.member_id', '=', memberId)
    .where('e.kind', '=', 'earn')
    .where('e.expires_at', '>', from)
    .where('e.expires_at', '<=', to)
    .orderBy('e.expires_at')
    .execute();
  let amount = 0;
  let first: string | null = null;
  for (const row of rows) {
    const remaining = Number(row.remaining);
    if (remaining <= 0) continue;
    amount += remaining;
    first ??= row.expires_at;
  }
  return { amount, first };
}

export interface EntryInsert {
  memberId: number;
  kind: EntryKind;
  amount: number;
  reason: string;
  source: string;
  idempotencyKey: string;
  expiresAt?: string | null;
  exchangeId?: number | null;
  occurredAt: string;
  createdAt: string;
}

/** Inserts the entry unless its key is taken: the entry id, or undefined for a replay. */
export async function insertEntry(db: Db, entry: EntryInsert): Promise<number | undefined> {
  const row = await db
    .insertInto('point_entry')
    .values({
      member_id: entry.memberId,
      kind: entry.kind,
      amount: entry.amount,
      reason: entry.reason,
      source: entry.source,
      idempotency_key: entry.idempotencyKey,
      expires_at: entry.expiresAt ?? null,
      exchange_id: entry.exchangeId ?? null,
      occurred_at: entry.occurredAt,
      created_at: entry.createdAt,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('entry_id')
    .executeTakeFirst();
  return row?.entry_id;
}

export async function findEntryByKey(db: Db, key: string): Promise<EntryRow | undefined> {
  return db.selectFrom('point_entry').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

export async function insertAllocations(
  db: Db,
  entryId: number,
  parts: readonly { lotId: number; amount: number }[],
): Promise<void> {
  if (parts.length === 0) return;
  await db
    .insertInto('point_allocation')
    .values(parts.map((part) => ({ entry_id: entryId, lot_id: part.lotId, amount: part.amount })))
    .execute();
}

export async function allocationsOf(db: Db, entryId: number): Promise<{ lotId: number; amount: number }[]> {
  const rows = await db
    .selectFrom('point_allocation')
    .select(['lot_id', 'amount'])
    .where('entry_id', '=', entryId)
    .execute();
  return rows.map((row) => ({ lotId: row.lot_id, amount: row.amount }));
}

export async function countExpiriesOfLot(db: Db, lotId: number): Promise<number> {
  const row = await db
    .selectFrom('point_allocation as a')
    .innerJoin('point_entry as e', 'e.entry_id', 'a.entry_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('a.lot_id', '=', lotId)
    .where('e.kind', '=', 'expire')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Stars earned since `since`, less operator revocations: what the level counts. */
export async function earnedSince(db: Db, memberId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('point_entry')
    .select(
      sql<number>`coalesce(sum(case when kind = 'earn' then amount when kind = 'revoke' then amount else 0 end), 0)`.as(
        'earned',
      ),
    )
    .where('member_id', '=', memberId)
    .where('kind', 'in', ['earn', 'revoke'])
    .where('occurred_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Math.max(0, Number(row.earned));
}

export async function sumOfEntries(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('point_entry')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export type HistoryFilter = 'all' | 'earned' | 'used' | 'expired';

const KINDS_OF: Record<Exclude<HistoryFilter, 'all'>, EntryKind[]> = {
  earned: ['earn'],
  used: ['spend', 'exchange', 'exchange-release', 'revoke'],
  expired: ['expire'],
};
// A settlement moves no stars (its reservation did), so the history shows the exchange once.
const SHOWN: EntryKind[] = [...KINDS_OF.earned, ...KINDS_OF.used, ...KINDS_OF.expired];

export function historyTypeOf(kind: string): Exclude<HistoryFilter, 'all'> {
  if (kind === 'earn') return 'earned';
  if (kind === 'expire') return 'expired';
  return 'used';
}

export interface HistoryRow extends EntryRow {
  ex_stars: number | null;
  ex_partner_points: number | null;
  ex_status: string | null;
  ex_failure_reason: string | null;
  ex_requested_at: string | null;
  ex_completed_at: string | null;
}

export async function listHistory(
  db: Db,
  memberId: number,
  filter: HistoryFilter,
  offset: number,
  limit: number,
): Promise<{ rows: HistoryRow[]; totalCount: number }> {
  const kinds = filter === 'all' ? SHOWN : KINDS_OF[filter];
  const [rows, count] = await Promise.all([
    db
      .selectFrom('point_entry as e')
      .leftJoin('point_exchange as x', 'x.exchange_id', 'e.exchange_id')
      .selectAll('e')
      .select([
        'x.stars as ex_stars',
        'x.partner_points as ex_partner_points',
        'x.status as ex_status',
        'x.failure_reason as ex_failure_reason',
        'x.requested_at as ex_requested_at',
        'x.completed_at as ex_completed_at',
      ])
      .where('e.member_id', '=', memberId)
      .where('e.kind', 'in', kinds)
      .orderBy('e.occurred_at', 'desc')
      .orderBy('e.entry_id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('point_entry')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('member_id', '=', memberId)
      .where('kind', 'in', kinds)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as HistoryRow[], totalCount: Number(count.count) };
}

// ------------------------------------------------------------------ exchanges

export async function insertExchange(
  db: Db,
  values: {
    memberId: number;
    stars: number;
    partnerPoints: number;
    requestKey: string | null;
    now: string;
  },
): Promise<ExchangeRow> {
  return db
    .insertInto('point_exchange')
    .values({
      member_id: values.memberId,
      stars: values.stars,
      partner_points: values.partnerPoints,
      status: 'pending',
      request_key: values.requestKey,
      partner_ref: null,
      failure_reason: null,
      requested_at: values.now,
      completed_at: null,
      updated_at: values.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findExchange(db: Db, exchangeId: number): Promise<ExchangeRow | undefined> {
  return db.selectFrom('point_exchange').selectAll().where('exchange_id', '=', exchangeId).executeTakeFirst();
}

export async function findExchangeByRequestKey(
  db: Db,
  memberId: number,
  requestKey: string,
): Promise<ExchangeRow | undefined> {
  return db
    .selectFrom('point_exchange')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
}

export async function updateExchange(
  db: Db,
  exchangeId: number,
  values: Partial<Omit<ExchangeRow, 'exchange_id' | 'member_id'>>,
): Promise<void> {
  await db.updateTable('point_exchange').set(values).where('exchange_id', '=', exchangeId).execute();
}

export async function pendingExchangeStars(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('point_exchange')
    .select(sql<number>`coalesce(sum(stars), 0)`.as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

// ------------------------------------------------------------------ members and policy

export interface MemberStanding {
  exists: boolean;
  isBanned: boolean;
  banMessage: string;
  bannedAt: string | null;
  /** When the account was closed, and whether the operator closed it (forced withdrawal). */
  withdrawnAt: string | null;
  forcedWithdrawal: boolean;
}

export async function memberStanding(db: Db, memberId: number): Promise<MemberStanding> {
  const row = await db
    .selectFrom('member as m')
    .leftJoin('member_withdrawal as w', 'w.member_id', 'm.member_id')
    .select(['m.is_banned', 'm.ban_message', 'm.banned_at', 'm.withdrawn_at', 'w.forced'])
    .where('m.member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) {
    return {
      exists: false,
      isBanned: false,
      banMessage: '',
      bannedAt: null,
      withdrawnAt: null,
      forcedWithdrawal: false,
    };
  }
  return {
    exists: true,
    isBanned: row.is_banned === 1,
    banMessage: row.ban_message,
    bannedAt: row.banned_at,
    withdrawnAt: row.withdrawn_at,
    forcedWithdrawal: row.forced === 1,
  };
}

export async function serviceStopAt(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('point_policy')
    .select('service_stop_at')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.service_stop_at ?? null;
}

export async function setServiceStopAt(db: Db, stopAt: string | null, now: string): Promise<void> {
  await db
    .updateTable('point_policy')
    .set({ service_stop_at: stopAt, updated_at: now })
    .where('id', '=', 1)
    .execute();
}

/** Members whose stars may need an expiry row by `now` (the admin command's sweep). */
export async function membersDueForExpiry(db: Db, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom('point_account')
    .select('member_id')
    .where((eb) => eb.or([eb('next_expiry_at', '<=', now)]))
    .where('balance', '>', 0)
    .execute();
  return rows.map((row) => row.member_id);
}

export async function membersWithStars(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('point_account').select('member_id').where('balance', '>', 0).execute();
  return rows.map((row) => row.member_id);
}
