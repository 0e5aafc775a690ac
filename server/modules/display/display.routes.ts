import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getBanners, getDealDetail, getHomeDeals, getWebProfile } from '#contract/display.ts';
import { notFound } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/register.ts';
import {
  createDealListCache,
  type DisplayContext,
  dealDetail,
  homeBanners,
  homeDealsJson,
  webProfile,
} from './display.service.ts';

export async function displayModule(app: FastifyInstance): Promise<void> {
  // The catalogue is read from the read replica when there is one (db/read-routing.ts).
  const now = () => app.now();
  const ctx = (request: FastifyRequest): DisplayContext => ({
    db: app.readsFor(request),
    shopBaseUrl: app.config.SHOP_BASE_URL,
    now,
  });
  // One cache per app instance: tests build many apps on different databases in one process.
  const dealListCache = createDealListCache();

  registerEndpoint(app, getWebProfile, async () => webProfile);

  // The busiest call: its answer is serialised and checked once per cache entry, not per request
  // (see homeDealsJson), so it is sent as that text.
  registerEndpoint(
    app,
    getHomeDeals,
    async ({ query, request }) =>
      homeDealsJson(ctx(request), dealListCache, query.sort, { page: query.page, size: query.size }),
    { serialised: true },
  );

  registerEndpoint(app, getDealDetail, async ({ params, request }) => {
    const deal = await dealDetail(ctx(request), params.dealId);
    if (!deal) throw notFound('딜을 찾을 수 없습니다.');
    return { deal, serverTime: app.now().toISOString() };
  });

  registerEndpoint(app, getBanners, async ({ query, request }) => ({
    banners: await homeBanners(ctx(request), query.position),
  }));
}
