import type { Transaction } from 'kysely';
import {
  banGraceEndsAt,
  EXPIRING_SOON_DAYS,
  LEVEL_WINDOW_MONTHS,
  type LevelProgress,
  lastUsableDate,
  levelProgress,
  type PointBalance,
  type PointHistoryItem,
  type PointSummary,
  starExpiresAt,
} from '#contract/point.ts';
import { seoulDate, seoulDayStart } from '#contract/rules/seoul-time.ts';
import type { DB, Db } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';

import { AppError } from '../../http/errors.ts';

import { type PageRequest, pageInfo, pageWindow } from '../../shared/paging.ts';

import { notifyStarsEarned } from '../alarm/alarm.events.ts';
import type { SessionMember } from '../auth/auth.repository.ts';

import { decodeHistoryCursor, encodeHistoryCursor, HISTORY_CURSOR_MESSAGE } from './point.history.ts';

import {
  type AccountRow,
  addEarnedInMonth,
  adjustLot,
  allocationsOf,
  countExpiriesOfLot,
  type EntryKind,
  earnedFromSourceSince,
  earnedSince,
  findAccount,
  findEntryByKey,
  firstOpenExpiry,
  type HistoryFilter,
  type HistoryRow,
  historyCount,
  historyTypeOf,
  insertAllocations,
  insertEntry,
  insertLot,
  type LedgerState,
  type Lot,
  ledgerStateWithSummaryFigures,
  listHistory,
  lockAccount,
  type MemberStanding,
  memberLedgerState,
  memberStanding,
  openLots,
  type SummaryFigures,
  saveAccount,
  serviceStopAt,
  sessionLedgerStateWithSummaryFigures,
  starsExpiringBetween,
  summaryFigures,
} from './point.repository.ts';

/**
 * The star ledger. Every change of a member's stars is a row of point_entry (plus, for rows that take
 * stars from lots or give them back, point_allocation rows naming the lots); the account row is a
 * cache of those rows kept in the same transaction, and the row a writer locks first. Other modules
 * award stars through `awardStars` and read them through `pointSummary`; nothing else writes here.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const POINT_MESSAGES = {
  insufficient: (balance: number) =>
    `보유한 별이 부족합니다. 지금 사용할 수 있는 별은 ${balance.toLocaleString('ko-KR')}개입니다.`,
  banGraceOver: '이용 정지 또는 강제 탈퇴 후 1개월이 지나 별을 전환할 수 없습니다. 남은 별은 소멸되었습니다.',
  serviceStopped: '서비스 종료로 별을 더 이상 적립하거나 사용할 수 없습니다.',
  memberMissing: '회원을 찾을 수 없습니다.',
  badCursor: HISTORY_CURSOR_MESSAGE,
  expired: '유효기간이 지나 소멸',
} as const;

/**
 * An instant after which every star of the member stops counting (spec: terms content): one month
 * after a permanent ban or a forced withdrawal (the month to exchange them), at once when the member
 * withdrew (what /withdrawInfo says is lost), or a scheduled service stop; the earliest applies.
 */
export interface Cutoff {
  at: string;
  reason: 'ban' | 'forced-withdrawal' | 'withdrawal' | 'service-stop';
}

export function cutoffOf(standing: MemberStanding, stopAt: string | null): Cutoff | null {
  const candidates: Cutoff[] = [];
  if (standing.bannedAt) {
    candidates.push({ at: banGraceEndsAt(new Date(standing.bannedAt)).toISOString(), reason: 'ban' });
  }
  if (standing.forceWithdrawnAt) {
    candidates.push({
      at: banGraceEndsAt(new Date(standing.forceWithdrawnAt)).toISOString(),
      reason: 'forced-withdrawal',
    });
  }
  // A closed account: at once for the member's own withdrawal; a month after a forced one closed at
  // once (before `member force-withdraw` gave the month first, its rows have no force_withdrawn_at).
  if (standing.withdrawnAt) {
    candidates.push(
      standing.forcedWithdrawal
        ? { at: banGraceEndsAt(new Date(standing.withdrawnAt)).toISOString(), reason: 'forced-withdrawal' }
        : { at: standing.withdrawnAt, reason: 'withdrawal' },
    );
  }
  if (stopAt) candidates.push({ at: stopAt, reason: 'service-stop' });
  return candidates.reduce<Cutoff | null>(
    (first, c) => (first === null || c.at < first.at ? c : first),
    null,
  );
}

const CUTOFF_EXPIRY_REASON: Record<Cutoff['reason'], string> = {
  ban: '이용 정지 후 1개월이 지나 소멸',
  'forced-withdrawal': '강제 탈퇴 후 1개월이 지나 소멸',
  withdrawal: '회원 탈퇴로 소멸',
  'service-stop': '서비스 종료로 소멸',
};

/** How many lots a take reads at a time: most takes are covered by the first few open lots. */
const LOT_BATCH = 50;

/**
 * One member's ledger inside a write transaction that holds the member's account lock. It reads only
 * what a write needs: the account row, the lots due to expire, and the open lots a take consumes
 * (point_lot, earliest expiry first), so a write costs the same for a member with ten rows or ten
 * thousand. Every row it appends updates the derived rows (point_lot, point_month, the account's
 * balance and counters) in the same transaction.
 */
class MemberLedger {
  readonly nowIso: string;
  balance: number;
  reserved: number;
  private readonly counts: { earned: number; used: number; expired: number };

  constructor(
    readonly trx: Transaction<DB>,
    readonly memberId: number,
    readonly now: Date,
    readonly standing: MemberStanding,
    readonly cutoff: Cutoff | null,
    account: AccountRow,
  ) {
    this.nowIso = now.toISOString();
    this.balance = account.balance;
    this.reserved = account.reserved;
    this.counts = {
      earned: account.earned_count,
      used: account.used_count,
      expired: account.expired_count,
    };
  }

  /** When a lot's stars stop counting for this member: its own expiry, or the member's cutoff. */
  expiryOf(lot: Lot): string {
    return this.cutoff && this.cutoff.at < lot.expiresAt ? this.cutoff.at : lot.expiresAt;
  }

  /** The stars one could use now: after `sweep` (which withLedger runs first), the balance. */
  usable(): number {
    return this.balance;
  }

  /** Writes an expiry row for each lot whose stars have stopped counting; idempotent under the lock. */
  async sweep(): Promise<void> {
    // After a cutoff every open lot is due; before, those past their own expiry (an index range).
    const cutOff = this.cutoff !== null && this.cutoff.at <= this.nowIso;
    const due = await openLots(this.trx, this.memberId, cutOff ? {} : { dueBy: this.nowIso });
    for (const lot of due) {
      const expiry = this.expiryOf(lot);
      if (expiry > this.nowIso) continue;
      // A lot expires again only when a released reservation put stars back into it after it expired.
      const seq = (await countExpiriesOfLot(this.trx, lot.lotId)) + 1;
      const reason =
        expiry === lot.expiresAt || !this.cutoff
          ? POINT_MESSAGES.expired
          : CUTOFF_EXPIRY_REASON[this.cutoff.reason];
      const entryId = await insertEntry(this.trx, {
        memberId: this.memberId,
        kind: 'expire',
        amount: -lot.remaining,
        reason,
        source: 'expiry',
        idempotencyKey: `expire:lot:${lot.lotId}:${seq}`,
        occurredAt: expiry,
        createdAt: this.nowIso,
      });
      if (entryId === undefined) throw new Error(`expiry of lot ${lot.lotId} written twice`);
      await insertAllocations(this.trx, entryId, [{ lotId: lot.lotId, amount: lot.remaining }]);
      await adjustLot(this.trx, lot.lotId, -lot.remaining);
      this.counts.expired += 1;
      this.balance -= lot.remaining;
    }
  }

  /** A new lot; undefined when the key was used before (nothing changes then). */
  async earn(input: {
    amount: number;
    reason: string;
    source: string;
    idempotencyKey: string;
    occurredAt?: Date;
  }): Promise<number | undefined> {
    const at = input.occurredAt ?? this.now;
    const expiresAt = starExpiresAt(at).toISOString();
    const occurredAt = at.toISOString();
    const entryId = await insertEntry(this.trx, {
      memberId: this.memberId,
      kind: 'earn',
      amount: input.amount,
      reason: input.reason,
      source: input.source,
      idempotencyKey: input.idempotencyKey,
      expiresAt,
      occurredAt,
      createdAt: this.nowIso,
    });
    if (entryId === undefined) return undefined;
    await insertLot(this.trx, { lotId: entryId, memberId: this.memberId, expiresAt, amount: input.amount });
    await addEarnedInMonth(this.trx, this.memberId, occurredAt, input.amount);
    this.counts.earned += 1;
    this.balance += input.amount;
    // A backdated lot (the seed's history) may be expired already.
    if (this.expiryOf({ lotId: entryId, expiresAt, remaining: input.amount }) <= this.nowIso) {
      await this.sweep();
    }
    return entryId;
  }

  /** Takes `amount` from the lots that expire first; refuses (code 13) more than the balance. */
  async take(input: {
    kind: Extract<EntryKind, 'spend' | 'exchange' | 'revoke'>;
    amount: number;
    reason: string;
    source: string;
    idempotencyKey: string;
    exchangeId?: number;
  }): Promise<number | undefined> {
    const usable = this.usable();
    if (input.amount > usable) throw new AppError('OUT_OF_RANGE', POINT_MESSAGES.insufficient(usable));
    const entryId = await insertEntry(this.trx, {
      memberId: this.memberId,
      kind: input.kind,
      amount: -input.amount,
      reason: input.reason,
      source: input.source,
      idempotencyKey: input.idempotencyKey,
      exchangeId: input.exchangeId ?? null,
      occurredAt: this.nowIso,
      createdAt: this.nowIso,
    });
    if (entryId === undefined) return undefined;
    const parts: { lotId: number; amount: number }[] = [];
    let left = input.amount;
    // Lots emptied by this take drop out of the open-lots index, so each batch starts afresh.
    while (left > 0) {
      const lots = await openLots(this.trx, this.memberId, { limit: LOT_BATCH });
      if (lots.length === 0) {
        // The balance said there was enough: the derived rows disagree with the ledger. Roll back.
        throw new Error(`member ${this.memberId}: ${left} stars not found in open lots`);
      }
      for (const lot of lots) {
        if (left === 0) break;
        if (this.expiryOf(lot) <= this.nowIso) {
          throw new Error(`member ${this.memberId}: lot ${lot.lotId} expired but not swept`);
        }
        const part = Math.min(left, lot.remaining);
        parts.push({ lotId: lot.lotId, amount: part });
        await adjustLot(this.trx, lot.lotId, -part);
        left -= part;
      }
    }
    await insertAllocations(this.trx, entryId, parts);
    if (input.kind === 'revoke') await addEarnedInMonth(this.trx, this.memberId, this.nowIso, -input.amount);
    this.counts.used += 1;
    this.balance -= input.amount;
    if (input.kind === 'exchange') this.reserved += input.amount;
    return entryId;
  }

  /** Gives a reservation's stars back to the very lots it took them from (their expiry unchanged). */
  async release(input: { reserveEntryId: number; exchangeId: number; amount: number; reason: string }) {
    const entryId = await insertEntry(this.trx, {
      memberId: this.memberId,
      kind: 'exchange-release',
      amount: input.amount,
      reason: input.reason,
      source: 'exchange',
      idempotencyKey: `exchange:${input.exchangeId}:release`,
      exchangeId: input.exchangeId,
      occurredAt: this.nowIso,
      createdAt: this.nowIso,
    });
    if (entryId === undefined) return undefined;
    const taken = await allocationsOf(this.trx, input.reserveEntryId);
    await insertAllocations(
      this.trx,
      entryId,
      taken.map((part) => ({ lotId: part.lotId, amount: -part.amount })),
    );
    for (const part of taken) await adjustLot(this.trx, part.lotId, part.amount);
    this.counts.used += 1;
    this.balance += input.amount;
    this.reserved -= input.amount;
    // Stars given back to a lot that has expired meanwhile expire at once, with a row saying so.
    await this.sweep();
    return entryId;
  }

  /** The settlement row: the reservation becomes final. Moves no stars (and the history hides it). */
  async settle(input: { exchangeId: number; amount: number; reason: string }) {
    const entryId = await insertEntry(this.trx, {
      memberId: this.memberId,
      kind: 'exchange-settle',
      amount: 0,
      reason: input.reason,
      source: 'exchange',
      idempotencyKey: `exchange:${input.exchangeId}:settle`,
      exchangeId: input.exchangeId,
      occurredAt: this.nowIso,
      createdAt: this.nowIso,
    });
    if (entryId !== undefined) this.reserved -= input.amount;
    return entryId;
  }

  async save(): Promise<void> {
    // The earliest open lot, or the cutoff when it comes first: before it, reads need no sweep.
    let next = await firstOpenExpiry(this.trx, this.memberId);
    if (next !== null && this.cutoff && this.cutoff.at < next) next = this.cutoff.at;
    await saveAccount(this.trx, this.memberId, {
      balance: this.balance,
      reserved: this.reserved,
      next_expiry_at: next,
      earned_count: this.counts.earned,
      used_count: this.counts.used,
      expired_count: this.counts.expired,
      updated_at: this.nowIso,
    });
  }
}

export type { MemberLedger };

/**
 * Runs `fn` with the member's ledger under the member's lock, after writing any expiry that is due;
 * saves the account cache in the same transaction.
 */
export async function withLedger<T>(
  db: Db,
  memberId: number,
  now: Date,
  fn: (ledger: MemberLedger) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    const account = await lockAccount(trx, memberId, now.toISOString());
    const [standing, stopAt] = await Promise.all([memberStanding(trx, memberId), serviceStopAt(trx)]);
    const ledger = new MemberLedger(trx, memberId, now, standing, cutoffOf(standing, stopAt), account);
    await ledger.sweep();
    const result = await fn(ledger);
    await ledger.save();
    return result;
  });
}

// ------------------------------------------------------------------ awards (the one entry point)

/** Stars given to a member or taken for something they get, once per idempotency key. */
export interface StarsChange {
  memberId: number;
  /** Whole stars, at least 1. */
  amount: number;
  /** What the member reads in the history (Korean), e.g. '오늘의 게임 보상'. */
  reason: string;
  /** Same key twice = one change, under any concurrency (a unique constraint decides). */
  idempotencyKey: string;
  now: Date;
  /** Who gives or takes: game, app-login-bonus, welcome, admin, community, ... (default: the key's first part). */
  source?: string;
}

export interface AwardInput extends StarsChange {
  /** Backdates the lot (the seed's history); its expiry follows from this instant. */
  earnedAt?: Date;
}

/**
 * At most `limit` stars from `source` per member and Seoul day (the community's daily cap): the award
 * is cut to what is left of the day's stars, and is 'capped' when nothing is. The day's stars are
 * counted under the member's account lock, so parallel awards cannot pass the cap together.
 */
export interface DailyCap {
  source: string;
  limit: number;
}

export type AwardResult =
  /** `amount` is what was awarded: less than asked when a daily cap cut it. */
  | { status: 'awarded'; entryId: number; amount: number; balance: number }
  | { status: 'duplicate'; entryId: number; balance: number }
  | { status: 'not-eligible'; reason: string; balance: number };

/** An award with a daily cap may also find the day's stars all earned: nothing awarded. */
export type CappedAwardResult = AwardResult | { status: 'capped'; balance: number };

/**
 * Awards stars: THE function other modules call. Runs in the caller's transaction when given one (so
 * an award can commit or roll back with the event that earned it). A banned member, one whose
 * stars have been cut off by a service stop, or an unknown member earns nothing ('not-eligible').
 */
export async function awardStars(
  db: Db,
  input: AwardInput & { dailyCap: DailyCap },
): Promise<CappedAwardResult>;
export async function awardStars(db: Db, input: AwardInput): Promise<AwardResult>;
export async function awardStars(
  db: Db,
  input: AwardInput & { dailyCap?: DailyCap },
): Promise<CappedAwardResult> {
  if (!Number.isInteger(input.amount) || input.amount < 1) {
    throw new RangeError(`a star award must be a positive whole number, got ${input.amount}`);
  }
  return withLedger(db, input.memberId, input.now, async (ledger): Promise<CappedAwardResult> => {
    const previous = await findEntryByKey(ledger.trx, input.idempotencyKey);
    if (previous) return { status: 'duplicate', entryId: previous.entry_id, balance: ledger.balance };
    const amount = input.dailyCap
      ? Math.min(input.amount, await leftToday(ledger, input.dailyCap))
      : input.amount;
    if (amount < 1) return { status: 'capped', balance: ledger.balance };
    const refusal = awardRefusal(ledger);
    if (refusal) return { status: 'not-eligible', reason: refusal, balance: ledger.balance };
    const entryId = await ledger.earn({
      amount,
      reason: input.reason,
      source: input.source ?? input.idempotencyKey.split(':')[0] ?? 'other',
      idempotencyKey: input.idempotencyKey,
      ...(input.earnedAt ? { occurredAt: input.earnedAt } : {}),
    });
    // The unique key lost a race that the check above could not see (another member's lock).
    if (entryId === undefined) {
      const winner = await findEntryByKey(ledger.trx, input.idempotencyKey);
      return { status: 'duplicate', entryId: winner?.entry_id ?? 0, balance: ledger.balance };
    }
    // The member's "stars earned" notification, in the award's transaction. A backdated award (the
    // seed's history) is history, not news.
    if (!input.earnedAt) {
      await notifyStarsEarned(ledger.trx, {
        memberId: input.memberId,
        entryId,
        amount,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
        at: input.now,
      });
    }
    return { status: 'awarded', entryId, amount, balance: ledger.balance };
  });
}

/** What is left of a daily cap in the member's Seoul day; read under the ledger's lock. */
async function leftToday(ledger: MemberLedger, cap: DailyCap): Promise<number> {
  const dayStart = seoulDayStart(seoulDate(ledger.now)).toISOString();
  return cap.limit - (await earnedFromSourceSince(ledger.trx, ledger.memberId, cap.source, dayStart));
}

function awardRefusal(ledger: MemberLedger): string | null {
  if (!ledger.standing.exists) return POINT_MESSAGES.memberMissing;
  if (ledger.standing.isBanned) return ledger.standing.banMessage || '이용이 제한된 회원입니다.';
  if (ledger.standing.withdrawnAt) return '탈퇴한 회원입니다.';
  if (ledger.cutoff && ledger.cutoff.at <= ledger.nowIso) return POINT_MESSAGES.serviceStopped;
  return null;
}

/** Takes stars for something the member gets (not an exchange): earliest-expiring first, never below 0. */
export async function spendStars(
  db: Db,
  input: StarsChange,
): Promise<{ status: 'spent' | 'duplicate'; balance: number }> {
  if (!Number.isInteger(input.amount) || input.amount < 1) throw new RangeError('spend must be positive');
  return withLedger(db, input.memberId, input.now, async (ledger) => {
    if (await findEntryByKey(ledger.trx, input.idempotencyKey))
      return { status: 'duplicate', balance: ledger.balance };
    const entryId = await ledger.take({
      kind: 'spend',
      amount: input.amount,
      reason: input.reason,
      source: input.source ?? 'spend',
      idempotencyKey: input.idempotencyKey,
    });
    return { status: entryId === undefined ? 'duplicate' : 'spent', balance: ledger.balance };
  });
}

interface RevokeBase {
  memberId: number;
  reason: string;
  idempotencyKey: string;
  now: Date;
}

export type RevokeResult =
  | { status: 'revoked'; amount: number; balance: number }
  | { status: 'duplicate'; balance: number };

/** Taking an award back may find nothing to take: it earned nothing, or no stars are left. */
export type AwardRevokeResult = RevokeResult | { status: 'nothing' };

/**
 * Takes stars back (earliest-expiring first): an operator's correction of `amount`, never more than
 * the balance, or what an `award` earned (a clawback), as far as the balance goes.
 */
export async function revokeStars(
  db: Db,
  input: RevokeBase & {
    /** The key of an award to take back: what it earned, as far as the member's balance goes. */
    award: string;
  },
): Promise<AwardRevokeResult>;
/** More than the balance is refused (400, code 13). */
export async function revokeStars(db: Db, input: RevokeBase & { amount: number }): Promise<RevokeResult>;
export async function revokeStars(
  db: Db,
  input: RevokeBase & ({ amount: number } | { award: string }),
): Promise<AwardRevokeResult> {
  return inTransaction(db, async (trx) => {
    const awarded = 'award' in input ? ((await findEntryByKey(trx, input.award))?.amount ?? 0) : undefined;
    // An award that earned nothing leaves the member's account alone.
    if (awarded !== undefined && awarded < 1) return { status: 'nothing' };
    return withLedger(trx, input.memberId, input.now, async (ledger): Promise<AwardRevokeResult> => {
      if (await findEntryByKey(ledger.trx, input.idempotencyKey))
        return { status: 'duplicate', balance: ledger.balance };
      // After withLedger's sweep, the balance is what a clawback may take.
      const amount =
        awarded === undefined ? (input as { amount: number }).amount : Math.min(awarded, ledger.balance);
      if (awarded !== undefined && amount < 1) return { status: 'nothing' };
      const entryId = await ledger.take({
        kind: 'revoke',
        amount,
        reason: input.reason,
        source: 'admin',
        idempotencyKey: input.idempotencyKey,
      });
      return entryId === undefined
        ? { status: 'duplicate', balance: ledger.balance }
        : { status: 'revoked', amount, balance: ledger.balance };
    });
  });
}

/** Writes the expiry rows that are due for one member (idempotent); the new balance. */
export async function expireDue(db: Db, memberId: number, now: Date): Promise<number> {
  return withLedger(db, memberId, now, async (ledger) => ledger.balance);
}

// ------------------------------------------------------------------ reads

interface FreshAccount {
  account: AccountRow | undefined;
  cutoff: Cutoff | null;
  standing: MemberStanding;
}

/**
 * The member's account with every due expiry written first: a read never counts a star that has
 * expired, whether or not the expiry command has run (the write happens here, lazily, when due).
 */
async function freshAccount(db: Db, memberId: number, now: Date): Promise<FreshAccount> {
  const nowIso = now.toISOString();
  const { account, standing, stopAt } = await memberLedgerState(db, memberId);
  const cutoff = cutoffOf(standing, stopAt);
  if (!expiryDue(account, cutoff, nowIso)) return { account, cutoff, standing };
  await expireDue(db, memberId, now);
  return { account: await findAccount(db, memberId), cutoff, standing };
}

/** Whether stars have stopped counting that no expiry row says so yet (freshAccount writes them). */
function expiryDue(account: AccountRow | undefined, cutoff: Cutoff | null, nowIso: string): boolean {
  return (
    account !== undefined &&
    account.balance > 0 &&
    ((account.next_expiry_at !== null && account.next_expiry_at <= nowIso) ||
      (cutoff !== null && cutoff.at <= nowIso))
  );
}

const expiringWindow = (now: Date) => ({
  from: now.toISOString(),
  to: new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS).toISOString(),
});

/** What "expiring soon" shows, from the open lots' figures and the member's cutoff. */
function expiringSoonOf(
  soon: { amount: number; first: string | null },
  now: Date,
  balance: number,
  cutoff: Cutoff | null,
) {
  const { from: nowIso, to: until } = expiringWindow(now);
  let amount = soon.amount;
  let first = soon.first;
  // Everything left stops counting at a cutoff inside the window.
  if (cutoff && cutoff.at > nowIso && cutoff.at <= until && balance > 0) {
    amount = balance;
    first = first === null || cutoff.at < first ? cutoff.at : first;
  }
  return {
    amount: Math.min(amount, balance),
    date: first === null || balance === 0 ? null : lastUsableDate(new Date(first)),
    withinDays: EXPIRING_SOON_DAYS,
  };
}

async function expiringSoon(db: Db, memberId: number, now: Date, balance: number, cutoff: Cutoff | null) {
  const window = expiringWindow(now);
  const soon = await starsExpiringBetween(db, memberId, window.from, window.to);
  return expiringSoonOf(soon, now, balance, cutoff);
}

function monthsBefore(now: Date, months: number): Date {
  const shifted = new Date(now.getTime());
  shifted.setUTCMonth(shifted.getUTCMonth() - months);
  return shifted;
}

export async function memberLevel(db: Db, memberId: number, now: Date): Promise<LevelProgress> {
  const since = monthsBefore(now, LEVEL_WINDOW_MONTHS).toISOString();
  return levelProgress(await earnedSince(db, memberId, since));
}

export async function pointBalance(db: Db, memberId: number, now: Date): Promise<PointBalance> {
  const { account, cutoff } = await freshAccount(db, memberId, now);
  const balance = account?.balance ?? 0;
  return {
    balance,
    reserved: account?.reserved ?? 0,
    expiringSoon: await expiringSoon(db, memberId, now, balance, cutoff),
    asOf: now.toISOString(),
  };
}

/** What the star summary reads in its first round trip, and for whom and when. */
export interface SummaryRead {
  memberId: number;
  now: Date;
  window: { from: string; to: string; since: string };
  state: LedgerState & { figures: SummaryFigures };
}

function summaryWindow(now: Date): SummaryRead['window'] {
  return { ...expiringWindow(now), since: monthsBefore(now, LEVEL_WINDOW_MONTHS).toISOString() };
}

/**
 * What my page shows: the balance, the stars expiring within 30 days with the last day they can be
 * used, and the level with its progress. The body of GET /api/v2/user/point/summary.
 */
export async function pointSummary(db: Db, memberId: number, now: Date): Promise<PointSummary> {
  const window = summaryWindow(now);
  // One round trip when no expiry is due (nearly always): the state and the figures together.
  return summaryOf(db, {
    memberId,
    now,
    window,
    state: await ledgerStateWithSummaryFigures(db, memberId, window),
  });
}

/**
 * pointSummary's first read with the caller's session riding along, for the endpoint's guard
 * (auth.guard.ts `sessionRead`): the whole call is then one round trip.
 */
export async function readPointSummaryWithSession(
  db: Db,
  claims: { memberId: number; sessionId: string },
  now: Date,
): Promise<{ session: SessionMember | undefined; data: SummaryRead }> {
  const window = summaryWindow(now);
  const { session, state } = await sessionLedgerStateWithSummaryFigures(db, claims, window);
  return { session, data: { memberId: claims.memberId, now, window, state } };
}

/** The summary from its first read: read again only when an expiry was due and is written first. */
export async function summaryOf(db: Db, read: SummaryRead): Promise<PointSummary> {
  const { memberId, now, window } = read;
  const cutoff = cutoffOf(read.state.standing, read.state.stopAt);
  let { account, figures } = read.state;
  if (expiryDue(account, cutoff, now.toISOString())) {
    await expireDue(db, memberId, now);
    account = await findAccount(db, memberId);
    figures = await summaryFigures(db, memberId, window);
  }
  const balance = account?.balance ?? 0;
  return {
    balance,
    expiringSoon: expiringSoonOf(figures.expiring, now, balance, cutoff),
    level: levelProgress(figures.earned),
  };
}

const EXCHANGE_TITLES = {
  exchange: '파트너 포인트 전환',
  'exchange-release': '파트너 포인트 전환 취소 (별 반환)',
} as const;

function toHistoryItem(row: HistoryRow): PointHistoryItem {
  const exchange =
    row.exchange_id !== null && row.ex_status !== null
      ? {
          exchangeId: row.exchange_id,
          stars: row.ex_stars ?? 0,
          partnerPoints: row.ex_partner_points ?? 0,
          status: row.ex_status as 'pending' | 'completed' | 'failed',
          failureReason: row.ex_failure_reason,
          requestedAt: row.ex_requested_at ?? row.occurred_at,
          completedAt: row.ex_completed_at,
        }
      : null;
  return {
    entryId: row.entry_id,
    type: historyTypeOf(row.kind),
    kind: row.kind,
    amount: row.amount,
    title: row.reason || (EXCHANGE_TITLES as Record<string, string>)[row.kind] || '별 변동',
    occurredAt: row.occurred_at,
    usableUntil: row.kind === 'earn' && row.expires_at ? lastUsableDate(new Date(row.expires_at)) : null,
    exchange,
  };
}

/**
 * One page of the history. Without a cursor, `page` counts from the latest row (offset paging, what
 * older clients send); with one, the page starts after the row it names and `page` is not used (the
 * cost no longer grows with the depth). Either way `nextCursor` names the next page, null at the end.
 */
export async function pointHistory(
  db: Db,
  memberId: number,
  now: Date,
  query: PageRequest & { type: HistoryFilter; cursor?: string | undefined },
) {
  const after = query.cursor === undefined ? undefined : decodeHistoryCursor(query.cursor);
  // Due expiries are written first, so the history shows them too.
  const { account } = await freshAccount(db, memberId, now);
  const { offset, limit } = pageWindow(query);
  // One row more than the page says whether there is a next one.
  const rows = await listHistory(
    db,
    memberId,
    query.type,
    after ? { after, limit: limit + 1 } : { offset, limit: limit + 1 },
  );
  const hasNext = rows.length > limit;
  const page = hasNext ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  return {
    items: page.map(toHistoryItem),
    pageInfo: { ...pageInfo(query, historyCount(account, query.type)), hasNext },
    nextCursor:
      hasNext && last ? encodeHistoryCursor({ occurredAt: last.occurred_at, entryId: last.entry_id }) : null,
  };
}

/** For handlers: the member's standing and cutoff, to decide what a banned member may still do. */
export async function standingOf(db: Db, memberId: number) {
  const [standing, stopAt] = await Promise.all([memberStanding(db, memberId), serviceStopAt(db)]);
  return { standing, cutoff: cutoffOf(standing, stopAt) };
}
