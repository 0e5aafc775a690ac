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
import { registerEndpoint } from '../../http/register.ts';
import { memberOf } from '../auth/auth.guard.ts';
import { createPartnerPoints, DEV_ANSWER_HEADER, partnerPointsOptions } from './partner-points.ts';
import {
  autoExchange,
  completeExchange,
  type ExchangeContext,
  requestExchange,
  setAutoExchange,
} from './point.exchange.ts';
import { memberLevel, pointBalance, pointHistory, pointSummary } from './point.service.ts';

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
  registerEndpoint(app, exchangePoints, async ({ request, body }) =>
    requestExchange(exchangeContext(request), memberOf(request).memberId, body),
  );
  registerEndpoint(app, completeExchangeEndpoint, async ({ request, body }) =>
    completeExchange(exchangeContext(request), memberOf(request).memberId, body.exchangeId),
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
  registerEndpoint(app, getPointSummary, async ({ request }) =>
    pointSummary(db(), memberOf(request).memberId, app.now()),
  );
  const guide = pointGuide();
  registerEndpoint(app, getPointGuide, async () => guide);
}
