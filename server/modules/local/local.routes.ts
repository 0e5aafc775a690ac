import type { FastifyInstance } from 'fastify';
import {
  getHomeLocal,
  getHomeShop,
  getLocalRegions,
  getLocalStore,
  getLocalStores,
} from '#contract/local.ts';
import { registerEndpoint } from '../../http/register.ts';
import {
  homeLocal,
  homeShop,
  type LocalContext,
  localRegions,
  localStore,
  localStores,
} from './local.service.ts';

export async function localModule(app: FastifyInstance): Promise<void> {
  const ctx = (): LocalContext => ({ db: app.database.db, shopBaseUrl: app.config.SHOP_BASE_URL });

  registerEndpoint(app, getHomeLocal, async ({ query }) => homeLocal(ctx(), query.size));
  registerEndpoint(app, getLocalRegions, async () => localRegions(ctx()));
  registerEndpoint(app, getLocalStores, async ({ params, query }) =>
    localStores(ctx(), params.localCode, query),
  );
  registerEndpoint(app, getLocalStore, async ({ params, query }) =>
    localStore(ctx(), { ...params, ...query }),
  );
  registerEndpoint(app, getHomeShop, async ({ query }) => homeShop(ctx(), query.size));
}
