import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_HEADER, deviceUuidSchema } from '../../../contract/auth.ts';
import {
  getAutoKeywords,
  getRecommendKeywords,
  getSearchRank,
  getSearchRecommendation,
  searchProducts,
  searchStores,
} from '../../../contract/search.ts';
import { registerEndpoint } from '../../http/register.ts';
import {
  autoKeywords,
  recommendKeywords,
  recommendProducts,
  searchProducts as runSearch,
  searchStores as runStoreSearch,
  type SearchContext,
  searchRank,
} from './search.service.ts';

/** The device id when the client sent a well-formed one, else its address (for counting shoppers). */
function clientKeyOf(request: FastifyRequest): string {
  const header = request.headers[AUTH_HEADER.deviceUuid.toLowerCase()];
  const device = (Array.isArray(header) ? header[0] : header)?.trim();
  return device && deviceUuidSchema.safeParse(device).success ? `d:${device}` : `ip:${request.ip}`;
}

export async function searchModule(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const context = (request: FastifyRequest): SearchContext => ({
    db: db(),
    shopBaseUrl: app.config.SHOP_BASE_URL,
    now: app.now(),
    clientKey: clientKeyOf(request),
  });

  registerEndpoint(app, searchProducts, async ({ query, request }) => runSearch(context(request), query));
  registerEndpoint(app, getSearchRank, async () => searchRank(db(), app.now()));
  registerEndpoint(app, getSearchRecommendation, async ({ query }) =>
    recommendProducts(db(), { shopBaseUrl: app.config.SHOP_BASE_URL, now: app.now(), ...query }),
  );
  registerEndpoint(app, getRecommendKeywords, async () => recommendKeywords(db(), app.now()));
  registerEndpoint(app, getAutoKeywords, async ({ query }) => autoKeywords(db(), query.keyword));
  registerEndpoint(app, searchStores, async ({ query }) => runStoreSearch(db(), query));
}
