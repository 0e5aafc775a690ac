import type { Db } from '../../db/schema.ts';
import { PARTNER_MESSAGES, type PartnerPoints } from './partner-points.ts';
import { askPartner, type ExchangeContext } from './point.exchange.ts';
import { pendingExchangesBefore } from './point.repository.ts';

/**
 * `npm run admin -- stars reconcile`: asks the partner about every exchange still pending and ends
 * each as the partner says (docs/partner-points.md, "Pending and reconciliation"). Those are the
 * exchanges whose answer was lost (the partner may have confirmed and answered after the timeout)
 * and the ones a member's screen never completed; both keep their stars reserved until then.
 *
 * Only exchanges untouched for RECONCILE_AFTER_MS, so a member's exchange in progress (a request and
 * its confirmation take seconds) is left to the member. Asking is `cancel`: its answer is final at the
 * partner (cancelled, or 409 once confirmed), so two runs at once, or a run and the member's own
 * confirmation, agree on the outcome, and the status check under the member's lock ends the exchange
 * once whoever gets there first.
 */
export const RECONCILE_AFTER_MS = 10 * 60 * 1000;

export interface ReconcileOutcome {
  exchangeId: number;
  memberId: number;
  stars: number;
  /**
   * completed: the partner had confirmed (stars spent, points granted); failed: it cancelled (stars
   * back); pending: no answer, try again later; elsewhere: ended meanwhile by another caller.
   */
  status: 'completed' | 'failed' | 'pending' | 'elsewhere';
}

export interface ReconcileSummary {
  outcomes: ReconcileOutcome[];
  completed: number;
  failed: number;
  pending: number;
}

const STATUS = {
  settled: 'completed',
  released: 'failed',
  unknown: 'pending',
  elsewhere: 'elsewhere',
} as const;

export async function reconcileExchanges(input: {
  db: Db;
  now: () => Date;
  partner: PartnerPoints;
  /** Called after each exchange, for progress output. */
  onOutcome?: (outcome: ReconcileOutcome) => void;
}): Promise<ReconcileSummary> {
  const ctx: ExchangeContext = { db: input.db, now: input.now, partner: input.partner };
  // Fixed at the start: an exchange the run leaves pending is not asked about twice in one run.
  const before = new Date(input.now().getTime() - RECONCILE_AFTER_MS).toISOString();
  const outcomes: ReconcileOutcome[] = [];
  let after = 0;
  for (;;) {
    const page = await pendingExchangesBefore(input.db, before, after, 200);
    if (page.length === 0) break;
    for (const row of page) {
      const settledBy = await askPartner(ctx, row, 'reconciliation', PARTNER_MESSAGES.unfinished);
      const outcome: ReconcileOutcome = {
        exchangeId: row.exchange_id,
        memberId: row.member_id,
        stars: row.stars,
        status: STATUS[settledBy],
      };
      outcomes.push(outcome);
      input.onOutcome?.(outcome);
    }
    after = page[page.length - 1]!.exchange_id;
  }
  const tally = (status: ReconcileOutcome['status']) => outcomes.filter((o) => o.status === status).length;
  return { outcomes, completed: tally('completed'), failed: tally('failed'), pending: tally('pending') };
}
