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
import { type SplitJson, wholeJson } from '../../http/split-json.ts';
import { clientKeyOf } from '../../plugins/external/rate-limit.ts';
import { createAnswerCache } from './search.answer-cache.ts';
import { createSearchCatalogue, onSearchChange } from './search.catalogue.ts';
import { createSearchLogBuffer } from './search.log.buffer.ts';
import { answerSearch, type LoggedSearch, searchLogRow } from './search.products.service.ts';
import { createSearchLogPruner, searchRank } from './search.rank.service.ts';
import { recommendKeywords, recommendProducts } from './search.recommend.service.ts';
import { searchStores as runStoreSearch } from './search.stores.service.ts';
import { autoKeywords } from './search.suggest.service.ts';
import { watchSearchVersion } from './search.version.ts';

export async function searchModule(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  // The catalogue's reads (answers, suggestions, stores, recommendations) go to the read replica when
  // there is one: they are the same for every shopper and no shopper writes what they read. The
  // search log is written to, and the ranking read from, the primary (the ranking reads the batch
  // this instance has just written). The caches here stay keyed by one database either way.
  const reads = () => app.database.reads;
  // One catalogue and one log pruner per app instance: tests build many apps on different databases
  // in one process. A change made in this process (an import, a synonym edit) reaches the catalogue.
  const catalogue = createSearchCatalogue();
  // Answers are the same for every shopper (search.answer-cache.ts); the log is written in batches
  // (search.log.buffer.ts), and the ranking reads it after this app's batch is written.
  // Each answer is kept with its gzip, made at its first request that accepts gzip (http/split-json.ts).
  const answers = createAnswerCache<{ text: string; json: SplitJson; logged?: LoggedSearch }>();
  const searchLog = createSearchLogBuffer({
    pruner: createSearchLogPruner(),
    onError: (error) => app.log.warn({ err: error }, 'the search log could not be written'),
  });
  const stopListening = onSearchChange((change) => {
    catalogue.changed(change);
    answers.clear();
  });
  // Another process's change: seen by the catalogue's version within about a second (search.version.ts).
  const version = watchSearchVersion({
    onChange: () => {
      catalogue.changed('catalogue');
      answers.clear();
    },
    clock: () => app.now().getTime(),
  });
  app.addHook('onClose', async () => {
    stopListening();
    await searchLog.close();
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

  // The answer's text is kept (checked against the contract once, when made) and sent as it is. Its
  // key is the parsed query: the keyword arrives trimmed, and every field that shapes the answer is in.
  registerEndpoint(
    app,
    searchProducts,
    async ({ query, request }) => {
      const database = db();
      const key = JSON.stringify([
        query.keyword,
        query.categoryCode ?? null,
        query.minPrice ?? null,
        query.maxPrice ?? null,
        query.sort,
        query.literal ?? null,
        query.page,
        query.size,
      ]);
      // The version is read where the answers are made (the replica when there is one): read on the
      // primary it could move before the replica has the rows it stands for.
      const confirmed = await version.confirm(reads());
      const { json, logged } = await engine(request, () =>
        answers.get(
          database,
          key,
          async () => {
            const answer = await answerSearch(
              { db: reads(), catalogue, shopBaseUrl: app.config.SHOP_BASE_URL },
              query,
            );
            const text = JSON.stringify(searchProducts.response.parse(answer.response));
            return { text, json: wholeJson(text), logged: answer.logged };
          },
          confirmed,
        ),
      );
      if (logged) {
        // A shopper is counted by who they are (the member, else the address), never by a header
        // they choose: a fresh deviceUuid per search would make one client any number of shoppers.
        const now = app.now();
        searchLog.add(database, searchLogRow(logged, await clientKeyOf(request), now), now);
      }
      return json;
    },
    { serialised: true },
  );
  registerEndpoint(app, getSearchRank, async () => {
    await searchLog.flush();
    return searchRank(db(), app.now());
  });
  registerEndpoint(app, getSearchRecommendation, async ({ query }) =>
    recommendProducts(reads(), { shopBaseUrl: app.config.SHOP_BASE_URL, now: app.now(), ...query }),
  );
  registerEndpoint(app, getRecommendKeywords, async () => recommendKeywords(reads(), app.now()));
  registerEndpoint(app, getAutoKeywords, async ({ query, request }) =>
    engine(request, () => autoKeywords(reads(), catalogue, query.keyword)),
  );
  registerEndpoint(app, searchStores, async ({ query, request }) =>
    engine(request, () => runStoreSearch(reads(), query)),
  );
}
