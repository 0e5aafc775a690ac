import type { FastifyInstance } from 'fastify';
import { getBestRank, getHomeBest } from '#contract/best.ts';
import { registerEndpoint } from '../../http/register.ts';
import { serviceContext } from '../../shared/context.ts';
import { bestRank, homeBest } from './best.service.ts';

export async function bestModule(app: FastifyInstance): Promise<void> {
  const ctx = () => serviceContext(app);

  registerEndpoint(app, getBestRank, async ({ query }) => bestRank(ctx(), query.period, query));
  registerEndpoint(app, getHomeBest, async ({ query }) => homeBest(ctx(), query.size));
}
