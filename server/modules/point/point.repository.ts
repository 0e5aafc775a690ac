import { type Selectable, sql, type Transaction } from 'kysely';
import { keptStatement, runKept } from '../../db/kept-statement.ts';
import type { DB, Db } from '../../db/schema.ts';
import type { PointAccountTable, PointEntryTable, PointExchangeTable } from '../../db/schema-points.ts';
import { isPostgres } from '../../db/transaction.ts';
import { restrictionOf } from '../auth/auth.ban.ts';
import { type SessionMember, sessionMemberOf, sessionMemberQuery } from '../auth/auth.repository.ts';

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

/**
 * The member's lots with stars left, earliest expiry first (the order they are spent and expire):
 * an indexed read of point_lot_open_idx, so it costs what is open, never the whole history. `dueBy`
 * keeps the lots that stop counting by then; `limit` reads them a batch at a time.
 */
export async function openLots(
  db: Db,
  memberId: number,
  options: { dueBy?: string; limit?: number } = {},
): Promise<Lot[]> {
  let query = db
    .selectFrom('point_lot')
    .select(['lot_id', 'expires_at', 'remaining'])
    .where('member_id', '=', memberId)
    // Word for word the partial index's predicate, so both databases use it.
    .where(sql<boolean>`remaining > 0`)
    .orderBy('expires_at')
    .orderBy('lot_id');
  if (options.dueBy !== undefined) query = query.where('expires_at', '<=', options.dueBy);
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map((row) => ({ lotId: row.lot_id, expiresAt: row.expires_at, remaining: row.remaining }));
}

/** The earliest expiry among the member's lots with stars left (null: none left). */
export async function firstOpenExpiry(db: Db, memberId: number): Promise<string | null> {
  const [first] = await openLots(db, memberId, { limit: 1 });
  return first?.expiresAt ?? null;
}

export async function insertLot(
  db: Db,
  lot: { lotId: number; memberId: number; expiresAt: string; amount: number },
): Promise<void> {
  await db
    .insertInto('point_lot')
    .values({
      lot_id: lot.lotId,
      member_id: lot.memberId,
      expires_at: lot.expiresAt,
      amount: lot.amount,
      remaining: lot.amount,
    })
    .execute();
}

/** Moves a lot's stars left by `delta` (- taken or expired, + given back); the check keeps it in range. */
export async function adjustLot(db: Db, lotId: number, delta: number): Promise<void> {
  await db
    .updateTable('point_lot')
    .set((eb) => ({ remaining: eb('remaining', '+', delta) }))
    .where('lot_id', '=', lotId)
    .execute();
}

/** Adds to the member's stars earned in a UTC month (earn +, revoke -): the level's monthly totals. */
export async function addEarnedInMonth(db: Db, memberId: number, occurredAt: string, delta: number) {
  await db
    .insertInto('point_month')
    .values({ member_id: memberId, month: occurredAt.slice(0, 7), earned: delta })
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'month'])
        .doUpdateSet((eb) => ({ earned: eb('point_month.earned', '+', eb.ref('excluded.earned')) })),
    )
    .execute();
}

/** Stars left in lots that expire in (from, to]: what "expiring soon" counts. */
export async function starsExpiringBetween(
  db: Db,
  memberId: number,
  from: string,
  to: string,
): Promise<{ amount: number; first: string | null }> {
  const soon = expiringParts(db, { memberId, from, to });
  const row = await db
    .selectNoFrom([soon.amount.as('amount'), soon.first.as('first')])
    .executeTakeFirstOrThrow();
  return { amount: Number(row.amount ?? 0), first: row.first ?? null };
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

/** How many times a lot has expired (again after a release gave stars back to it). */
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

/** The first instant of the UTC month after the one `at` falls in. */
function nextUtcMonth(at: string): string {
  const date = new Date(at);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)).toISOString();
}

/** What the level's figure is bounded by: `since`, and the UTC month it falls in (see earnedSinceParts). */
interface EarnedWindow {
  memberId: number;
  since: string;
  /** `since`'s month, YYYY-MM: later months come whole from point_month. */
  sinceMonth: string;
  /** The first instant of the month after `since`'s: its own entries are summed up to there. */
  sinceMonthEnd: string;
}

function earnedWindow(memberId: number, since: string): EarnedWindow {
  return { memberId, since, sinceMonth: since.slice(0, 7), sinceMonthEnd: nextUtcMonth(since) };
}

/**
 * Stars earned since `since`, less operator revocations: what the level counts. Whole months come
 * from point_month; the month `since` falls in is summed from its own entries (the covering index
 * point_entry_member_kind_idx), so the cost is one month of rows whatever the history.
 */
function earnedSinceParts(db: Db, window: EarnedWindow) {
  return {
    months: db
      .selectFrom('point_month')
      .select(sql<number>`coalesce(sum(earned), 0)`.as('months'))
      .where('member_id', '=', window.memberId)
      .where('month', '>', window.sinceMonth),
    partial: db
      .selectFrom('point_entry')
      .select(sql<number>`coalesce(sum(amount), 0)`.as('partial'))
      .where('member_id', '=', window.memberId)
      .where('kind', 'in', ['earn', 'revoke'])
      .where('occurred_at', '>=', window.since)
      .where('occurred_at', '<', window.sinceMonthEnd),
  };
}

/** Stars the member earned from one source since an instant (daily caps count these under the lock). */
export async function earnedFromSourceSince(
  db: Db,
  memberId: number,
  source: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('point_entry')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .where('source', '=', source)
    .where('kind', '=', 'earn')
    .where('occurred_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function earnedSince(db: Db, memberId: number, since: string): Promise<number> {
  const parts = earnedSinceParts(db, earnedWindow(memberId, since));
  const row = await db
    .selectNoFrom([parts.months.as('months'), parts.partial.as('partial')])
    .executeTakeFirstOrThrow();
  return Math.max(0, Number(row.months ?? 0) + Number(row.partial ?? 0));
}

/** Open lots' stars expiring in (from, to] and the first of those expiries. */
function expiringParts(db: Db, window: { memberId: number; from: string; to: string }) {
  const open = db
    .selectFrom('point_lot')
    .where('member_id', '=', window.memberId)
    .where(sql<boolean>`remaining > 0`)
    .where('expires_at', '>', window.from)
    .where('expires_at', '<=', window.to);
  return {
    amount: open.select(sql<number | string | null>`sum(remaining)`.as('amount')),
    first: open.select(sql<string | null>`min(expires_at)`.as('first')),
  };
}

/** What the summary's figures are bounded by: the expiring window (from, to] and the level's since. */
type FiguresWindow = EarnedWindow & { from: string; to: string };

function figuresWindow(memberId: number, window: { from: string; to: string; since: string }): FiguresWindow {
  return { ...earnedWindow(memberId, window.since), from: window.from, to: window.to };
}

/** The summary's figures as columns: stars expiring in (from, to], and earned since `since`. */
function summaryFigureColumns(db: Db, window: FiguresWindow) {
  const soon = expiringParts(db, window);
  const earned = earnedSinceParts(db, window);
  return [
    soon.amount.as('amount'),
    soon.first.as('first'),
    earned.months.as('months'),
    earned.partial.as('partial'),
  ] as const;
}

const summaryFiguresStatement = keptStatement((db, window: FiguresWindow) =>
  db.selectNoFrom(summaryFigureColumns(db, window)),
);

/** The summary's figures in one round trip: stars expiring in (from, to], and earned since `since`. */
export async function summaryFigures(
  db: Db,
  memberId: number,
  window: { from: string; to: string; since: string },
): Promise<SummaryFigures> {
  const [row] = await runKept(db, summaryFiguresStatement(db, figuresWindow(memberId, window)));
  return summaryFiguresOf(row);
}

export interface SummaryFigures {
  expiring: { amount: number; first: string | null };
  earned: number;
}

function summaryFiguresOf(
  row:
    | { amount: number | string | null; first: string | null; months: number | null; partial: number | null }
    | undefined,
): SummaryFigures {
  return {
    expiring: { amount: Number(row?.amount ?? 0), first: row?.first ?? null },
    earned: Math.max(0, Number(row?.months ?? 0) + Number(row?.partial ?? 0)),
  };
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

/** Which rows each filter shows, as the partial indexes of 0009_point_lots spell it (same words). */
const FILTER_PREDICATE: Record<Exclude<HistoryFilter, 'all'>, string> = {
  earned: "kind = 'earn'",
  used: "kind in ('spend', 'exchange', 'exchange-release', 'revoke')",
  expired: "kind = 'expire'",
};
// A settlement moves no stars (its reservation did), so the history shows the exchange once.
const ALL_PREDICATE = "kind <> 'exchange-settle'";

export function historyTypeOf(kind: string): Exclude<HistoryFilter, 'all'> {
  if (kind === 'earn') return 'earned';
  if (kind === 'expire') return 'expired';
  return 'used';
}

/** The account's counter of the rows a filter shows (kept by the ledger with each row). */
export function historyCount(account: AccountRow | undefined, filter: HistoryFilter): number {
  if (!account) return 0;
  if (filter === 'earned') return account.earned_count;
  if (filter === 'used') return account.used_count;
  if (filter === 'expired') return account.expired_count;
  return account.earned_count + account.used_count + account.expired_count;
}

export interface HistoryRow extends EntryRow {
  ex_stars: number | null;
  ex_partner_points: number | null;
  ex_status: string | null;
  ex_failure_reason: string | null;
  ex_requested_at: string | null;
  ex_completed_at: string | null;
}

/** A row's place in the history's order (latest first): where a cursor page starts after. */
export interface HistoryPosition {
  occurredAt: string;
  entryId: number;
}

/**
 * One page of the history, latest first (occurred_at, then entry_id, both descending), read in the
 * order of an index (the filter's partial index, or point_entry_member_occurred_idx for all). After a
 * position (a cursor) a page costs its size whatever the depth: the row-value comparison is a range
 * of the index on both databases; with an offset it costs the offset plus its size. The total comes
 * from the account's counters, not a count(*).
 */
export async function listHistory(
  db: Db,
  memberId: number,
  filter: HistoryFilter,
  window: { offset: number; limit: number } | { after: HistoryPosition; limit: number },
): Promise<HistoryRow[]> {
  const predicate = filter === 'all' ? ALL_PREDICATE : FILTER_PREDICATE[filter];
  let query = db
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
    .where(sql<boolean>`e.${sql.raw(predicate)}`)
    .orderBy('e.occurred_at', 'desc')
    .orderBy('e.entry_id', 'desc')
    .limit(window.limit);
  if ('after' in window) {
    const { occurredAt, entryId } = window.after;
    query = query.where(sql<boolean>`(e.occurred_at, e.entry_id) < (${occurredAt}, ${entryId})`);
  } else {
    query = query.offset(window.offset);
  }
  return (await query.execute()) as HistoryRow[];
}

// ------------------------------------------------------------------ cache consistency

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

/** Pending exchanges untouched since `before`, a page at a time in exchange order (point.reconcile.ts). */
export async function pendingExchangesBefore(
  db: Db,
  before: string,
  after: number,
  limit: number,
): Promise<ExchangeRow[]> {
  return db
    .selectFrom('point_exchange')
    .selectAll()
    .where('status', '=', 'pending')
    .where('updated_at', '<=', before)
    .where('exchange_id', '>', after)
    .orderBy('exchange_id')
    .limit(limit)
    .execute();
}

// ------------------------------------------------------------------ members and policy

export interface MemberStanding {
  exists: boolean;
  /** Banned or force-withdrawn (auth.ban.ts), with the message the member reads. */
  isBanned: boolean;
  banMessage: string;
  bannedAt: string | null;
  /** When the operator force-withdrew the member: the month to exchange runs from here. */
  forceWithdrawnAt: string | null;
  /** When the account was closed, and whether the operator closed it (forced withdrawal). */
  withdrawnAt: string | null;
  forcedWithdrawal: boolean;
}

const NO_MEMBER: MemberStanding = {
  exists: false,
  isBanned: false,
  banMessage: '',
  bannedAt: null,
  forceWithdrawnAt: null,
  withdrawnAt: null,
  forcedWithdrawal: false,
};

/** What standingOfRow reads, from `member as m` and `member_withdrawal as w`. */
const STANDING_COLUMNS = [
  'm.is_banned',
  'm.ban_message',
  'm.banned_at',
  'm.force_withdrawn_at',
  'm.force_withdrawal_reason',
  'm.withdrawn_at',
  'w.forced',
] as const;

function standingOfRow(row: {
  is_banned: number | null;
  ban_message: string | null;
  banned_at: string | null;
  force_withdrawn_at: string | null;
  force_withdrawal_reason: string | null;
  withdrawn_at: string | null;
  forced: number | null;
}): MemberStanding {
  const restriction = restrictionOf({
    is_banned: row.is_banned ?? 0,
    ban_message: row.ban_message ?? '',
    force_withdrawn_at: row.force_withdrawn_at ?? null,
    force_withdrawal_reason: row.force_withdrawal_reason ?? null,
  });
  return {
    exists: true,
    isBanned: restriction.isBanned,
    banMessage: restriction.message,
    bannedAt: row.is_banned === 1 ? (row.banned_at ?? null) : null,
    forceWithdrawnAt: row.force_withdrawn_at ?? null,
    withdrawnAt: row.withdrawn_at ?? null,
    forcedWithdrawal: row.forced === 1,
  };
}

export async function memberStanding(db: Db, memberId: number): Promise<MemberStanding> {
  const row = await db
    .selectFrom('member as m')
    .leftJoin('member_withdrawal as w', 'w.member_id', 'm.member_id')
    .select(STANDING_COLUMNS)
    .where('m.member_id', '=', memberId)
    .executeTakeFirst();
  return row ? standingOfRow(row) : NO_MEMBER;
}

export type LedgerState = {
  account: AccountRow | undefined;
  standing: MemberStanding;
  stopAt: string | null;
};

function ledgerStateQuery(db: Db, memberId: number) {
  return db
    .selectFrom('point_policy as p')
    .leftJoin('member as m', (join) => join.on('m.member_id', '=', memberId))
    .leftJoin('member_withdrawal as w', 'w.member_id', 'm.member_id')
    .leftJoin('point_account as a', (join) => join.on('a.member_id', '=', memberId))
    .select([
      'p.service_stop_at',
      'm.member_id as m_member_id',
      ...STANDING_COLUMNS,
      'a.member_id as a_member_id',
      'a.balance',
      'a.reserved',
      'a.next_expiry_at',
      'a.auto_exchange',
      'a.auto_exchange_stars',
      'a.auto_exchange_updated_at',
      'a.updated_at',
      'a.earned_count',
      'a.used_count',
      'a.expired_count',
    ])
    .where('p.id', '=', 1);
}

type LedgerStateRow = Awaited<ReturnType<ReturnType<typeof ledgerStateQuery>['executeTakeFirst']>>;

function ledgerStateOf(row: LedgerStateRow): LedgerState {
  const standing: MemberStanding = row?.m_member_id == null ? NO_MEMBER : standingOfRow(row);
  const account: AccountRow | undefined =
    row?.a_member_id == null
      ? undefined
      : {
          member_id: row.a_member_id,
          balance: row.balance ?? 0,
          reserved: row.reserved ?? 0,
          next_expiry_at: row.next_expiry_at ?? null,
          auto_exchange: row.auto_exchange ?? 0,
          auto_exchange_stars: row.auto_exchange_stars ?? null,
          auto_exchange_updated_at: row.auto_exchange_updated_at ?? null,
          updated_at: row.updated_at ?? '',
          earned_count: row.earned_count ?? 0,
          used_count: row.used_count ?? 0,
          expired_count: row.expired_count ?? 0,
        };
  return { account, standing, stopAt: row?.service_stop_at ?? null };
}

const ledgerStateStatement = keptStatement((db, args: { memberId: number }) =>
  ledgerStateQuery(db, args.memberId),
);

/**
 * What a read needs before it answers, in one round trip: the member's account (undefined before
 * their first star), their standing (ban, withdrawal) and the service stop, if any.
 */
export async function memberLedgerState(db: Db, memberId: number): Promise<LedgerState> {
  const [row] = await runKept(db, ledgerStateStatement(db, { memberId }));
  return ledgerStateOf(row);
}

/** The star summary's statement, kept (db/kept-statement.ts): it is a busy signed-in read. */
const ledgerStateWithSummaryFiguresStatement = keptStatement((db, window: FiguresWindow) =>
  ledgerStateQuery(db, window.memberId).select(summaryFigureColumns(db, window)),
);

/**
 * The ledger state and the summary's figures (summaryFigures) in one round trip: the star summary
 * is a busy signed-in read, and on a database over the network each round trip is most of its time.
 * The figures are right only if no expiry was due (the caller checks, and reads them again after).
 */
export async function ledgerStateWithSummaryFigures(
  db: Db,
  memberId: number,
  window: { from: string; to: string; since: string },
): Promise<LedgerState & { figures: SummaryFigures }> {
  const statement = ledgerStateWithSummaryFiguresStatement(db, figuresWindow(memberId, window));
  const [row] = await runKept(db, statement);
  return { ...ledgerStateOf(row), figures: summaryFiguresOf(row) };
}

/** The same statement with the guard's session read riding along (auth.guard.ts `sessionRead`). */
const sessionLedgerStateWithSummaryFiguresStatement = keptStatement(
  (db, args: FiguresWindow & { sessionId: string }) =>
    ledgerStateQuery(db, args.memberId)
      .select(summaryFigureColumns(db, args))
      .leftJoin(sessionMemberQuery(db, args.sessionId).as('gsm'), (join) => join.onTrue())
      .selectAll('gsm'),
);

/**
 * ledgerStateWithSummaryFigures and the caller's session (the guard's read, auth.repository.ts) in
 * one round trip: the star summary is the busiest signed-in read.
 */
export async function sessionLedgerStateWithSummaryFigures(
  db: Db,
  session: { memberId: number; sessionId: string },
  window: { from: string; to: string; since: string },
): Promise<{ session: SessionMember | undefined; state: LedgerState & { figures: SummaryFigures } }> {
  const statement = sessionLedgerStateWithSummaryFiguresStatement(db, {
    ...figuresWindow(session.memberId, window),
    sessionId: session.sessionId,
  });
  const [row] = await runKept(db, statement);
  return {
    session: sessionMemberOf(row),
    state: { ...ledgerStateOf(row), figures: summaryFiguresOf(row) },
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
