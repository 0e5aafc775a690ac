import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getAutoKeywords,
  getRecommendKeywords,
  getSearchRank,
  getSearchRecommendation,
  searchProducts,
  searchStores,
} from '#contract/search.ts';
import { isDatabaseUnavailable } from '../../http/error-handler.ts';
import { AppError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/register.ts';
import { clientKeyOf } from '../../plugins/external/rate-limit.ts';
import { createSearchCatalogue, onSearchChange } from './search.catalogue.ts';
import { searchProducts as runSearch, type SearchContext } from './search.products.service.ts';
import { createSearchLogPruner, searchRank } from './search.rank.service.ts';
import { recommendKeywords, recommendProducts } from './search.recommend.service.ts';
import { searchStores as runStoreSearch } from './search.stores.service.ts';
import { autoKeywords } from './search.suggest.service.ts';

export async function searchModule(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  // One catalogue and one log pruner per app instance: tests build many apps on different databases
  // in one process. A change made in this process (an import, a synonym edit) reaches the catalogue.
  const catalogue = createSearchCatalogue();
  const searchLog = createSearchLogPruner();
  const stopListening = onSearchChange(catalogue.changed);
  app.addHook('onClose', async () => stopListening());
  // A shopper is counted by who they are (the member, else the address), never by a header they
  // choose: a fresh deviceUuid per search would make one client any number of shoppers.
  const context = async (request: FastifyRequest): Promise<SearchContext> => ({
    db: db(),
    shopBaseUrl: app.config.SHOP_BASE_URL,
    now: app.now(),
    clientKey: await clientKeyOf(request),
    catalogue,
    searchLog,
  });

  /**
   * The search engine (the index's tables and this app's copies of the catalogue) failing answers
   * SEARCH_ENGINE_ERROR (52, 503) instead of a generic 5; a database out of reach stays 53 and the
   * contract's own errors (a bad keyword, 141) stay theirs. The cause is logged.
   */
  const engine = async <T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
      request.log.error({ err: error }, 'the search engine failed');
      throw new AppError('SEARCH_ENGINE_ERROR');
    }
  };

  registerEndpoint(app, searchProducts, async ({ query, request }) =>
    engine(request, async () => runSearch(await context(request), query)),
  );
  registerEndpoint(app, getSearchRank, async () => searchRank(db(), app.now()));
  registerEndpoint(app, getSearchRecommendation, async ({ query }) =>
    recommendProducts(db(), { shopBaseUrl: app.config.SHOP_BASE_URL, now: app.now(), ...query }),
  );
  registerEndpoint(app, getRecommendKeywords, async () => recommendKeywords(db(), app.now()));
  registerEndpoint(app, getAutoKeywords, async ({ query, request }) =>
    engine(request, () => autoKeywords(db(), catalogue, query.keyword)),
  );
  registerEndpoint(app, searchStores, async ({ query, request }) =>
    engine(request, () => runStoreSearch(db(), query)),
  );
}
