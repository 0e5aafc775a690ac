import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getAutoKeywords,
  getRecommendKeywords,
  getSearchRank,
  getSearchRecommendation,
  searchProducts,
  searchStores,
} from '../../../contract/search.ts';
import { registerEndpoint } from '../../http/register.ts';
import { clientKeyOf } from '../../plugins/external/rate-limit.ts';
import {
  autoKeywords,
  recommendKeywords,
  recommendProducts,
  searchProducts as runSearch,
  searchStores as runStoreSearch,
  type SearchContext,
  searchRank,
} from './search.service.ts';

export async function searchModule(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  // A shopper is counted by who they are (the member, else the address), never by a header they
  // choose: a fresh deviceUuid per search would make one client any number of shoppers.
  const context = async (request: FastifyRequest): Promise<SearchContext> => ({
    db: db(),
    shopBaseUrl: app.config.SHOP_BASE_URL,
    now: app.now(),
    clientKey: await clientKeyOf(request),
  });

  registerEndpoint(app, searchProducts, async ({ query, request }) =>
    runSearch(await context(request), query),
  );
  registerEndpoint(app, getSearchRank, async () => searchRank(db(), app.now()));
  registerEndpoint(app, getSearchRecommendation, async ({ query }) =>
    recommendProducts(db(), { shopBaseUrl: app.config.SHOP_BASE_URL, now: app.now(), ...query }),
  );
  registerEndpoint(app, getRecommendKeywords, async () => recommendKeywords(db(), app.now()));
  registerEndpoint(app, getAutoKeywords, async ({ query }) => autoKeywords(db(), query.keyword));
  registerEndpoint(app, searchStores, async ({ query }) => runStoreSearch(db(), query));
}
