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
  pointGuide,
  updateAutoExchange,
} from '#contract/point.ts';
import { standInsMounted } from '../../config.ts';
import { headerValue } from '../../http/bearer.ts';
import { AppError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/register.ts';
import { memberOf, sessionRead } from '../auth/auth.guard.ts';
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
  summaryOf,
} from './point.service.ts';

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
  // The busiest signed-in read: its statement carries the guard's session read (one round trip).
  const summaryRead = sessionRead(app, (claims) => readPointSummaryWithSession(db(), claims, app.now()));
  registerEndpoint(app, getPointSummary, async ({ request }) => summaryOf(db(), summaryRead.of(request)), {
    authenticate: summaryRead.hook,
  });
  const guide = pointGuide();
  registerEndpoint(app, getPointGuide, async () => guide);
}
