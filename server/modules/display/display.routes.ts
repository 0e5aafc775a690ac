import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { getBanners, getDealDetail, getHomeDeals, getWebProfile } from '../../../contract/display.ts';
import { AppError } from '../../http/errors.ts';
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
  const ctx: DisplayContext = {
    db: app.database.db,
    shopBaseUrl: app.config.SHOP_BASE_URL,
    now: () => app.now(),
  };
  // One cache per app instance: tests build many apps on different databases in one process.
  const dealListCache = createDealListCache();

  registerEndpoint(app, getWebProfile, async () => webProfile);

  // Registered like registerEndpoint does (same schemas, so validation and the OpenAPI document come
  // from the contract), but the handler sends JSON it serialised and checked once per cache entry:
  // a string with a JSON content type skips Fastify's per-request serialiser. See homeDealsJson.
  const homeDealsQuery = getHomeDeals.query!;
  app.route<{ Querystring: z.output<typeof homeDealsQuery> }>({
    method: getHomeDeals.method,
    url: getHomeDeals.path,
    schema: {
      summary: getHomeDeals.summary,
      tags: [getHomeDeals.service],
      querystring: homeDealsQuery,
      response: { 200: getHomeDeals.response },
    },
    handler: async (request, reply) => {
      const { sort, page, size } = request.query;
      const json = await homeDealsJson(ctx, dealListCache, sort, { page, size });
      return reply.type('application/json; charset=utf-8').send(json);
    },
  });

  registerEndpoint(app, getDealDetail, async ({ params }) => {
    const deal = await dealDetail(ctx, params.dealId);
    if (!deal) throw new AppError('NO_DATA', '딜을 찾을 수 없습니다.');
    return { deal, serverTime: app.now().toISOString() };
  });

  registerEndpoint(app, getBanners, async ({ query }) => ({
    banners: await homeBanners(ctx, query.position),
  }));
}
