import type { FastifyInstance } from 'fastify';
import { getBestRank, getHomeBest } from '#contract/best.ts';
import { registerEndpoint } from '../../http/register.ts';
import { type BestContext, bestRank, homeBest } from './best.service.ts';

export async function bestModule(app: FastifyInstance): Promise<void> {
  const ctx = (): BestContext => ({ db: app.database.db, shopBaseUrl: app.config.SHOP_BASE_URL });

  registerEndpoint(app, getBestRank, async ({ query }) => bestRank(ctx(), query.period, query));
  registerEndpoint(app, getHomeBest, async ({ query }) => homeBest(ctx(), query.size));
}
