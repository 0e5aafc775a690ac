import type { Exchange } from '#contract/point.ts';
import { partnerPointsFor } from '#contract/point.ts';
import type { Db } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

import type { PartnerPoints } from './partner-points.ts';
import {
  assertMayExchange,
  autoExchangeAmount,
  completeExchange,
  type ExchangeContext,
  requestExchange,
  toExchange,
} from './point.exchange.ts';

import { findExchangeByRequestKey } from './point.repository.ts';

import { expireDue } from './point.service.ts';

/**
 * The automatic monthly exchange (`npm run admin -- stars auto-exchange [--month YYYY-MM]`): for each
 * member whose setting is on, exchanges the setting's stars, or all available rounded down to 100
 * when it names none (contract/point.ts autoExchangeSchema), through the member's own path: reserve,
 * ask the partner, confirm, release on a refusal, or stay pending while the partner's answer is
 * unknown (point.exchange.ts; `stars reconcile` ends those).
 *
 * Once per member and month: the exchange carries the request key `auto-exchange/<month>`, unique per
 * member (a '/' the contract's client keys cannot contain, so no client request can take it). A
 * second run finds that exchange and does nothing more, whatever its outcome; one that finds it still
 * pending (the run before stopped between the partner's answers) completes it. A member skipped for
 * too few stars has no exchange that month, so a later run that month may still make one.
 */
export const AUTO_EXCHANGE_KEY_PREFIX = 'auto-exchange/';
export const autoExchangeKey = (month: string) => `${AUTO_EXCHANGE_KEY_PREFIX}${month}`;

export type AutoExchangeOutcome =
  | { memberId: number; status: 'completed'; stars: number; partnerPoints: number; exchangeId: number }
  | { memberId: number; status: 'failed'; stars: number; reason: string; exchangeId: number }
  /** The partner did not say whether it confirmed: the stars stay reserved until it does. */
  | { memberId: number; status: 'pending'; stars: number; exchangeId: number }
  | { memberId: number; status: 'already-done'; exchangeId: number; previous: string }
  | { memberId: number; status: 'not-enough'; balance: number; wanted: number | null }
  | { memberId: number; status: 'not-allowed'; reason: string };

export interface AutoExchangeSummary {
  month: string;
  outcomes: AutoExchangeOutcome[];
  exchangedStars: number;
  exchangedPoints: number;
}

/** Members with the setting on, a page at a time in member order (the job never holds them all). */
async function membersWithAutoExchange(db: Db, after: number, limit: number) {
  return db
    .selectFrom('point_account')
    .select(['member_id', 'auto_exchange_stars'])
    .where('auto_exchange', '=', 1)
    .where('member_id', '>', after)
    .orderBy('member_id')
    .limit(limit)
    .execute();
}

async function exchangeFor(
  ctx: ExchangeContext,
  memberId: number,
  setting: number | null,
  month: string,
): Promise<AutoExchangeOutcome> {
  const requestKey = autoExchangeKey(month);
  const previous = await findExchangeByRequestKey(ctx.db, memberId, requestKey);
  if (previous && previous.status !== 'pending') {
    return { memberId, status: 'already-done', exchangeId: previous.exchange_id, previous: previous.status };
  }
  try {
    let exchange: Exchange;
    if (previous) exchange = toExchange(previous);
    else {
      // The terms first (a ban's month over, a withdrawal, a service stop): their stars are gone anyway.
      await assertMayExchange(ctx.db, memberId, ctx.now());
      // Due expiries first: the amount comes from what the member can use today.
      const balance = await expireDue(ctx.db, memberId, ctx.now());
      const stars = autoExchangeAmount(balance, setting);
      if (stars === 0) return { memberId, status: 'not-enough', balance, wanted: setting };
      exchange = (await requestExchange(ctx, memberId, { stars, requestKey })).exchange;
    }
    // Accepted by the partner: confirm, as the member's screen does; a refusal releases the stars,
    // no answer leaves them reserved (pending) until the partner says what it did.
    if (exchange.status === 'pending')
      exchange = (await completeExchange(ctx, memberId, exchange.exchangeId)).exchange;
    if (exchange.status === 'completed') {
      return {
        memberId,
        status: 'completed',
        stars: exchange.stars,
        partnerPoints: exchange.partnerPoints,
        exchangeId: exchange.exchangeId,
      };
    }
    if (exchange.status === 'pending')
      return { memberId, status: 'pending', stars: exchange.stars, exchangeId: exchange.exchangeId };
    return {
      memberId,
      status: 'failed',
      stars: exchange.stars,
      reason: exchange.failureReason ?? '',
      exchangeId: exchange.exchangeId,
    };
  } catch (error) {
    // A member the terms no longer let exchange (banned past the grace month, withdrawn, a service
    // stop), or whose stars went elsewhere meanwhile: nothing stays reserved (the reservation's
    // transaction rolled back), nothing to undo.
    if (error instanceof AppError) return { memberId, status: 'not-allowed', reason: error.body.message };
    throw error;
  }
}

/**
 * Runs the month's automatic exchanges, one member after another (each its own transactions; the
 * partner is never called inside one). `month` only names the run: the stars are those of `now`.
 */
export async function runAutoExchange(input: {
  db: Db;
  now: () => Date;
  partner: PartnerPoints;
  month: string;
  /** Called after each member, for progress output. */
  onOutcome?: (outcome: AutoExchangeOutcome) => void;
}): Promise<AutoExchangeSummary> {
  const ctx: ExchangeContext = { db: input.db, now: input.now, partner: input.partner };
  const outcomes: AutoExchangeOutcome[] = [];
  let after = 0;
  for (;;) {
    const page = await membersWithAutoExchange(input.db, after, 200);
    if (page.length === 0) break;
    for (const member of page) {
      const outcome = await exchangeFor(ctx, member.member_id, member.auto_exchange_stars, input.month);
      outcomes.push(outcome);
      input.onOutcome?.(outcome);
    }
    after = page[page.length - 1]!.member_id;
  }
  const completed = outcomes.filter((o) => o.status === 'completed');
  return {
    month: input.month,
    outcomes,
    exchangedStars: completed.reduce((sum, o) => sum + o.stars, 0),
    exchangedPoints: completed.reduce((sum, o) => sum + partnerPointsFor(o.stars), 0),
  };
}
