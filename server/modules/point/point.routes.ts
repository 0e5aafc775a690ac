import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  completeExchange as completeExchangeEndpoint,
  exchangePoints,
  getAutoExchange,
  getLevel,
  getPoint,
  getPointGuide,
  getPointHistory,
  getPointSummary,
  LEVELS,
  type PointSummary,
  pointGuide,
  updateAutoExchange,
} from '#contract/point.ts';
import { standInsMounted } from '../../config.ts';
import { headerValue } from '../../http/bearer.ts';
import { AppError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/register.ts';
import { memberOf, type SessionClaims, sessionRead } from '../auth/auth.guard.ts';
import type { SessionMember } from '../auth/auth.repository.ts';
import type { Ticket } from '../auth/kept-answers.ts';
import { createPartnerPoints, DEV_ANSWER_HEADER, partnerPointsOptions } from './partner-points.ts';
import {
  autoExchange,
  completeExchange,
  type ExchangeContext,
  type ExchangeResult,
  requestExchange,
  setAutoExchange,
} from './point.exchange.ts';
import {
  memberLevel,
  pointBalance,
  pointHistory,
  readPointSummaryWithSession,
  type SummaryRead,
  summaryOf,
} from './point.service.ts';

/**
 * How long a star summary may be kept for its session at most (auth/kept-answers.ts): the figures move
 * with the clock (stars entering the 30-day window, a lot expiring) this much behind it at worst.
 */
const SUMMARY_KEPT_MS = 1_000;

/** A star summary call after its guard's read: the kept answer, or the read to answer from. */
type SummaryCall =
  | { kept: PointSummary }
  | { read: SummaryRead; ticket: Ticket | undefined; claims: SessionClaims; session?: SessionMember };

/** The star calls of spec section 7 (user service): balance, history, exchange, level, summary, guide. */
export async function pointModule(app: FastifyInstance): Promise<void> {
  const standIns = standInsMounted(app.config);
  const partner = createPartnerPoints(app, partnerPointsOptions(app.config));
  const exchangeContext = (request: FastifyRequest): ExchangeContext => ({
    db: app.database.db,
    now: () => app.now(),
    partner,
    devAnswer: standIns ? headerValue(request, DEV_ANSWER_HEADER) : undefined,
  });
  const db = () => app.database.db;

  registerEndpoint(app, getPoint, async ({ request }) =>
    pointBalance(db(), memberOf(request).memberId, app.now()),
  );
  registerEndpoint(app, getPointHistory, async ({ request, query }) =>
    pointHistory(db(), memberOf(request).memberId, app.now(), query),
  );
  // Exchange outcomes for /metrics: how each call left its exchange, or the error that refused it.
  const exchanges = app.metrics.counter(
    'star_exchanges_total',
    'Member star exchanges by step (request, complete) and how the exchange stood after it: completed, failed (stars back), pending (the partner did not say), or the error name that refused the call.',
    ['step', 'outcome'],
  );
  const counted = async (step: 'request' | 'complete', run: () => Promise<ExchangeResult>) => {
    try {
      const result = await run();
      exchanges.inc({ step, outcome: result.exchange.status });
      return result;
    } catch (error) {
      exchanges.inc({ step, outcome: error instanceof AppError ? error.body.name : 'error' });
      throw error;
    }
  };
  registerEndpoint(app, exchangePoints, async ({ request, body }) =>
    counted('request', () => requestExchange(exchangeContext(request), memberOf(request).memberId, body)),
  );
  registerEndpoint(app, completeExchangeEndpoint, async ({ request, body }) =>
    counted('complete', () =>
      completeExchange(exchangeContext(request), memberOf(request).memberId, body.exchangeId),
    ),
  );
  registerEndpoint(app, getAutoExchange, async ({ request }) =>
    autoExchange(db(), memberOf(request).memberId, app.now()),
  );
  registerEndpoint(app, updateAutoExchange, async ({ request, body }) =>
    setAutoExchange(db(), memberOf(request).memberId, app.now(), body),
  );
  registerEndpoint(app, getLevel, async ({ request }) => ({
    ...(await memberLevel(db(), memberOf(request).memberId, app.now())),
    levels: LEVELS.map((level) => ({ ...level })),
  }));
  // The busiest signed-in read: its statement carries the guard's session read (one round trip), and
  // its answer is kept for the session a moment (auth/kept-answers.ts), until the member's session,
  // standing or stars change: a repeated read then makes none.
  const keptSummaries = app.keptAnswers<PointSummary>({ maxAgeMs: SUMMARY_KEPT_MS });
  const summaryRead = sessionRead(
    app,
    async (claims): Promise<{ session: SessionMember | undefined; data: SummaryCall }> => {
      const kept = keptSummaries.find(claims);
      if (kept) return { session: kept.session, data: { kept: kept.answer } };
      const ticket = keptSummaries.ticket();
      const { session, data } = await readPointSummaryWithSession(db(), claims, app.now());
      return { session, data: { read: data, ticket, claims, session } };
    },
  );
  registerEndpoint(
    app,
    getPointSummary,
    async ({ request }) => {
      const found = summaryRead.of(request);
      if ('kept' in found) return found.kept;
      const answer = await summaryOf(db(), found.read);
      // Admitted by the guard, so its session was found.
      if (found.session) keptSummaries.keep(found.ticket, found.claims, found.session, answer);
      return answer;
    },
    { authenticate: summaryRead.hook },
  );
  const guide = pointGuide();
  registerEndpoint(app, getPointGuide, async () => guide);
}
