import { type AutoExchange, type Exchange, partnerPointsFor, STAR_EXCHANGE } from '#contract/point.ts';
import { seoulDate, seoulDayStart } from '#contract/rules/seoul-time.ts';
import type { Db } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';

import { AppError, notFound } from '../../http/errors.ts';

import {
  type CancelAnswer,
  PARTNER_MESSAGES,
  type PartnerAnswer,
  type PartnerPoints,
} from './partner-points.ts';

import {
  type ExchangeRow,
  findAccount,
  findEntryByKey,
  findExchange,
  findExchangeByRequestKey,
  insertExchange,
  lockAccount,
  saveAccount,
  updateExchange,
} from './point.repository.ts';

import { POINT_MESSAGES, standingOf, withLedger } from './point.service.ts';

/**
 * Exchange of stars for the shop's partner points: reserve the stars (a ledger row), ask the partner
 * (outside any transaction), then settle (a row, no stars move) or release (a row giving the stars
 * back to their lots). A rejection releases. An error or a timeout says nothing about what the partner
 * did, so the exchange ends only on the partner's word (askPartner): no star is lost, and none is
 * given back for points the member got.
 */
export interface ExchangeContext {
  db: Db;
  now: () => Date;
  partner: PartnerPoints;
  /** Outside production: the development partner's answer the caller asked for. */
  devAnswer?: string | undefined;
}

export const EXCHANGE_MESSAGES = {
  alreadyFailed: '이미 취소되어 별이 반환된 전환입니다.',
  awaitingPartner:
    '파트너사에서 전환 결과를 확인하고 있습니다. 확인되면 전환이 완료되거나 별이 돌아오며, 그동안 별은 안전하게 보관됩니다.',
  settled: '파트너 포인트 전환',
} as const;

export interface ExchangeResult {
  exchange: Exchange;
  balance: number;
  toastItems?: { phrase: string }[];
}

export function toExchange(row: ExchangeRow): Exchange {
  return {
    exchangeId: row.exchange_id,
    stars: row.stars,
    partnerPoints: row.partner_points,
    status: row.status as Exchange['status'],
    failureReason: row.failure_reason,
    requestedAt: row.requested_at,
    completedAt: row.completed_at,
  };
}

const partnerKey = (exchangeId: number) => `exchange:${exchangeId}`;
const memberRef = (memberId: number) => `member-${memberId}`;

/**
 * May this member exchange now? Banned (or force-withdrawn) members may for one month after the ban
 * (spec: terms content); after a service stop nobody can.
 */
export async function assertMayExchange(db: Db, memberId: number, now: Date): Promise<void> {
  const { standing, cutoff } = await standingOf(db, memberId);
  if (!standing.exists) throw new AppError('REFRESH_TOKEN_EXPIRED');
  if (cutoff && cutoff.at <= now.toISOString()) {
    throw new AppError(
      'FORBIDDEN',
      cutoff.reason === 'service-stop' ? POINT_MESSAGES.serviceStopped : POINT_MESSAGES.banGraceOver,
    );
  }
}

export async function requestExchange(
  ctx: ExchangeContext,
  memberId: number,
  input: { stars: number; requestKey?: string | undefined },
): Promise<ExchangeResult> {
  const now = ctx.now();
  await assertMayExchange(ctx.db, memberId, now);
  const reserved = await withLedger(ctx.db, memberId, now, async (ledger) => {
    if (input.requestKey) {
      const previous = await findExchangeByRequestKey(ledger.trx, memberId, input.requestKey);
      if (previous) return { row: previous, replay: true };
    }
    const row = await insertExchange(ledger.trx, {
      memberId,
      stars: input.stars,
      partnerPoints: partnerPointsFor(input.stars),
      requestKey: input.requestKey ?? null,
      now: now.toISOString(),
    });
    // Throws (code 13, rolling the exchange row back) when the balance is short.
    await ledger.take({
      kind: 'exchange',
      amount: input.stars,
      reason: EXCHANGE_MESSAGES.settled,
      source: 'exchange',
      idempotencyKey: `${partnerKey(row.exchange_id)}:reserve`,
      exchangeId: row.exchange_id,
    });
    return { row, replay: false };
  });
  if (reserved.replay)
    return { exchange: toExchange(reserved.row), balance: await balanceOf(ctx.db, memberId) };

  const answer = await ctx.partner.request({
    idempotencyKey: partnerKey(reserved.row.exchange_id),
    memberRef: memberRef(memberId),
    stars: reserved.row.stars,
    points: reserved.row.partner_points,
    devAnswer: ctx.devAnswer,
  });
  if (answer.kind === 'accepted') {
    await updateExchange(ctx.db, reserved.row.exchange_id, {
      partner_ref: answer.transactionId,
      updated_at: ctx.now().toISOString(),
    });
    return finish(ctx, memberId, reserved.row.exchange_id);
  }
  return finish(ctx, memberId, reserved.row.exchange_id, await notAccepted(ctx, reserved.row, answer));
}

export async function completeExchange(
  ctx: ExchangeContext,
  memberId: number,
  exchangeId: number,
): Promise<ExchangeResult> {
  const row = await findExchange(ctx.db, exchangeId);
  if (!row || row.member_id !== memberId) throw notFound('전환 내역을 찾을 수 없습니다.');
  if (row.status === 'completed') return finish(ctx, memberId, exchangeId);
  if (row.status === 'failed') throw new AppError('DUPLICATED_REQUEST', EXCHANGE_MESSAGES.alreadyFailed);
  // A pending exchange the partner never accepted (its answer was lost) is confirmed like any other:
  // the partner knows the key or says it does not (404: rejected, released). So is one whose outcome
  // was unknown: confirming again gets the first answer again, or 422 once the cancel got through.
  const answer = await ctx.partner.confirm(partnerKey(exchangeId), ctx.devAnswer);
  if (answer.kind === 'accepted') {
    await settle(ctx, row, answer.transactionId);
    return finish(ctx, memberId, exchangeId);
  }
  return finish(ctx, memberId, exchangeId, await notAccepted(ctx, row, answer));
}

/**
 * What becomes of an exchange the partner did not accept: a rejection releases it. No answer says
 * nothing (the partner may have confirmed and answered too late), so the partner is asked first.
 */
async function notAccepted(
  ctx: ExchangeContext,
  row: ExchangeRow,
  answer: Exclude<PartnerAnswer, { kind: 'accepted' }>,
): Promise<SettledBy> {
  if (answer.kind === 'rejected') {
    return (await release(ctx, row, PARTNER_MESSAGES.rejected, answer.reason)) ? 'released' : 'elsewhere';
  }
  return askPartner(ctx, row, answer.reason);
}

/** Who ended a pending exchange, as one caller sees it (point.reconcile.ts reports it). */
export type SettledBy = 'settled' | 'released' | 'unknown' | 'elsewhere';

/**
 * Asks the partner what became of a pending exchange by cancelling it, and does what the answer
 * says: cancelled releases the stars, 409 (it had confirmed) settles them, no answer leaves the
 * exchange pending with its stars reserved, neither spendable nor given back, until a later
 * confirmation or `stars reconcile` gets an answer. Whoever asks, the exchange ends once
 * ('elsewhere': another caller ended it first).
 */
export async function askPartner(
  ctx: ExchangeContext,
  row: ExchangeRow,
  detail: string,
  reason: string = PARTNER_MESSAGES.unavailable,
): Promise<SettledBy> {
  const cancel = await ctx.partner
    .cancel(partnerKey(row.exchange_id))
    .catch((error: unknown): CancelAnswer => ({ kind: 'unavailable', reason: (error as Error).message }));
  if (cancel.kind === 'cancelled') {
    return (await release(ctx, row, reason, detail)) ? 'released' : 'elsewhere';
  }
  if (cancel.kind === 'confirmed') {
    return (await settle(ctx, row, cancel.transactionId)) ? 'settled' : 'elsewhere';
  }
  return 'unknown';
}

/** The reservation becomes final (once, whoever calls): true when this call settled it. */
async function settle(ctx: ExchangeContext, row: ExchangeRow, transactionId?: string): Promise<boolean> {
  const now = ctx.now();
  return withLedger(ctx.db, row.member_id, now, async (ledger) => {
    const current = await findExchange(ledger.trx, row.exchange_id);
    if (current?.status !== 'pending') return false;
    await ledger.settle({
      exchangeId: row.exchange_id,
      amount: current.stars,
      reason: EXCHANGE_MESSAGES.settled,
    });
    await updateExchange(ledger.trx, row.exchange_id, {
      status: 'completed',
      partner_ref: transactionId ?? current.partner_ref,
      completed_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    return true;
  });
}

/** Gives the reservation back (once, whoever calls): true when this call released it. */
async function release(
  ctx: ExchangeContext,
  row: ExchangeRow,
  reason: string,
  detail: string,
): Promise<boolean> {
  const now = ctx.now();
  return withLedger(ctx.db, row.member_id, now, async (ledger) => {
    const current = await findExchange(ledger.trx, row.exchange_id);
    if (current?.status !== 'pending') return false;
    const reserve = await findEntryByKey(ledger.trx, `${partnerKey(row.exchange_id)}:reserve`);
    if (!reserve) throw new Error(`exchange ${row.exchange_id} has no reservation`);
    await ledger.release({
      reserveEntryId: reserve.entry_id,
      exchangeId: row.exchange_id,
      amount: current.stars,
      reason: `${reason} (${detail})`.slice(0, 200),
    });
    await updateExchange(ledger.trx, row.exchange_id, {
      status: 'failed',
      failure_reason: reason,
      updated_at: now.toISOString(),
    });
    return true;
  });
}

async function balanceOf(db: Db, memberId: number): Promise<number> {
  return (await findAccount(db, memberId))?.balance ?? 0;
}

async function finish(
  ctx: ExchangeContext,
  memberId: number,
  exchangeId: number,
  settledBy?: SettledBy,
): Promise<ExchangeResult> {
  const row = await findExchange(ctx.db, exchangeId);
  if (!row) throw notFound('전환 내역을 찾을 수 없습니다.');
  const result = { exchange: toExchange(row), balance: await balanceOf(ctx.db, memberId) };
  // Still pending because the partner did not say: the member reads that the stars are held, not lost.
  if (settledBy === 'unknown' && row.status === 'pending')
    return { ...result, toastItems: [{ phrase: EXCHANGE_MESSAGES.awaitingPartner }] };
  return result;
}

// ------------------------------------------------------------------ automatic monthly exchange

function nextMonthStart(now: Date): string {
  const [year, month] = seoulDate(now).split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return seoulDate(seoulDayStart(next));
}

export async function autoExchange(db: Db, memberId: number, now: Date): Promise<AutoExchange> {
  const account = await findAccount(db, memberId);
  const enabled = account?.auto_exchange === 1;
  return {
    enabled,
    stars: account?.auto_exchange_stars ?? null,
    nextRunDate: enabled ? nextMonthStart(now) : null,
    updatedAt: account?.auto_exchange_updated_at ?? null,
  };
}

export async function setAutoExchange(
  db: Db,
  memberId: number,
  now: Date,
  input: { enabled: boolean; stars?: number | null | undefined },
): Promise<AutoExchange> {
  await assertMayExchange(db, memberId, now);
  const { standing } = await standingOf(db, memberId);
  // Turning it on is a new action, which a banned member may not take; turning it off is always fine.
  if (standing.isBanned && input.enabled) throw new AppError('FORBIDDEN', standing.banMessage);
  const at = now.toISOString();
  await inTransaction(db, async (trx) => {
    await lockAccount(trx, memberId, at);
    await saveAccount(trx, memberId, {
      auto_exchange: input.enabled ? 1 : 0,
      auto_exchange_stars: input.stars ?? null,
      auto_exchange_updated_at: at,
    });
  });
  return autoExchange(db, memberId, now);
}

/** Stars the automatic exchange would take this month: the setting, or all available in whole units. */
export function autoExchangeAmount(balance: number, stars: number | null): number {
  const wanted = stars ?? Math.floor(balance / STAR_EXCHANGE.unit) * STAR_EXCHANGE.unit;
  return wanted >= STAR_EXCHANGE.minimum && wanted <= balance ? wanted : 0;
}
