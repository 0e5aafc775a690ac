import type { FastifyInstance } from 'fastify';
import {
  getHomeLocal,
  getHomeShop,
  getLocalRegions,
  getLocalStore,
  getLocalStores,
} from '#contract/local.ts';
import { registerEndpoint } from '../../http/register.ts';
import { serviceContext } from '../../shared/context.ts';
import { homeLocal, homeShop, localRegions, localStore, localStores } from './local.service.ts';

export async function localModule(app: FastifyInstance): Promise<void> {
  const ctx = () => serviceContext(app);

  registerEndpoint(app, getHomeLocal, async ({ query }) => homeLocal(ctx(), query.size));
  registerEndpoint(app, getLocalRegions, async () => localRegions(ctx()));
  registerEndpoint(app, getLocalStores, async ({ params, query }) =>
    localStores(ctx(), params.localCode, query),
  );
  registerEndpoint(app, getLocalStore, async ({ params, query }) =>
    localStore(ctx(), { ...params, ...query }),
  );
  registerEndpoint(app, getHomeShop, async ({ query, request }) =>
    homeShop(ctx(), query.size, request.member?.memberId ?? null),
  );
}
