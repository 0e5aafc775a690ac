import {
  type AutoExchange,
  type Exchange,
  partnerPointsFor,
  STAR_EXCHANGE,
  seoulDate,
  seoulDayStart,
} from '../../../contract/point.ts';
import type { Db } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { PARTNER_MESSAGES, type PartnerAnswer, type PartnerPoints } from './partner-points.ts';
import {
  type ExchangeRow,
  findAccount,
  findEntryByKey,
  findExchange,
  findExchangeByRequestKey,
  insertExchange,
  inTransaction,
  lockAccount,
  saveAccount,
  updateExchange,
} from './point.repository.ts';
import { POINT_MESSAGES, standingOf, withLedger } from './point.service.ts';

/**
 * Exchange of stars for the shop's partner points: reserve the stars (a ledger row), ask the partner
 * (outside any transaction), then settle (a row, no stars move) or release (a row giving the stars
 * back to their lots). A rejection, an error or a timeout of the partner releases, so no star is lost.
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
  settled: '파트너 포인트 전환',
} as const;

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
): Promise<{ exchange: Exchange; balance: number }> {
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
  await fail(ctx, reserved.row, answer);
  return finish(ctx, memberId, reserved.row.exchange_id);
}

export async function completeExchange(
  ctx: ExchangeContext,
  memberId: number,
  exchangeId: number,
): Promise<{ exchange: Exchange; balance: number }> {
  const row = await findExchange(ctx.db, exchangeId);
  if (!row || row.member_id !== memberId) throw notFound('전환 내역을 찾을 수 없습니다.');
  if (row.status === 'completed') return finish(ctx, memberId, exchangeId);
  if (row.status === 'failed') throw new AppError('DUPLICATED_REQUEST', EXCHANGE_MESSAGES.alreadyFailed);
  // A pending exchange the partner never accepted (its answer was lost) is confirmed like any other:
  // the partner knows the key or says it does not (404: rejected, released).
  const answer = await ctx.partner.confirm(partnerKey(exchangeId), ctx.devAnswer);
  if (answer.kind !== 'accepted') {
    await fail(ctx, row, answer);
    return finish(ctx, memberId, exchangeId);
  }
  const now = ctx.now();
  await withLedger(ctx.db, memberId, now, async (ledger) => {
    const current = await findExchange(ledger.trx, exchangeId);
    if (current?.status !== 'pending') return;
    await ledger.settle({ exchangeId, amount: current.stars, reason: EXCHANGE_MESSAGES.settled });
    await updateExchange(ledger.trx, exchangeId, {
      status: 'completed',
      partner_ref: answer.transactionId,
      completed_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
  });
  return finish(ctx, memberId, exchangeId);
}

/** Releases the reservation (once, whoever calls), then withdraws the request at the partner. */
async function fail(
  ctx: ExchangeContext,
  row: ExchangeRow,
  answer: Exclude<PartnerAnswer, { kind: 'accepted' }>,
) {
  const reason = answer.kind === 'rejected' ? PARTNER_MESSAGES.rejected : PARTNER_MESSAGES.unavailable;
  const now = ctx.now();
  await withLedger(ctx.db, row.member_id, now, async (ledger) => {
    const current = await findExchange(ledger.trx, row.exchange_id);
    if (current?.status !== 'pending') return;
    const reserve = await findEntryByKey(ledger.trx, `${partnerKey(row.exchange_id)}:reserve`);
    if (!reserve) throw new Error(`exchange ${row.exchange_id} has no reservation`);
    await ledger.release({
      reserveEntryId: reserve.entry_id,
      exchangeId: row.exchange_id,
      amount: current.stars,
      reason: `${reason} (${answer.reason})`.slice(0, 200),
    });
    await updateExchange(ledger.trx, row.exchange_id, {
      status: 'failed',
      failure_reason: reason,
      updated_at: now.toISOString(),
    });
  });
  // The partner may have accepted after we stopped waiting: tell it the exchange is off.
  if (answer.kind === 'unavailable')
    await ctx.partner.cancel(partnerKey(row.exchange_id)).catch(() => undefined);
}

async function balanceOf(db: Db, memberId: number): Promise<number> {
  return (await findAccount(db, memberId))?.balance ?? 0;
}

async function finish(ctx: ExchangeContext, memberId: number, exchangeId: number) {
  const row = await findExchange(ctx.db, exchangeId);
  if (!row) throw notFound('전환 내역을 찾을 수 없습니다.');
  return { exchange: toExchange(row), balance: await balanceOf(ctx.db, memberId) };
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
