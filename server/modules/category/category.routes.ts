import type { FastifyInstance } from 'fastify';
import { getCategoryProducts, getCategoryTree } from '#contract/category.ts';
import { registerEndpoint } from '../../http/register.ts';
import { type CategoryContext, categoryProducts, categoryTree } from './category.service.ts';

export async function categoryModule(app: FastifyInstance): Promise<void> {
  const ctx = (): CategoryContext => ({ db: app.database.db, shopBaseUrl: app.config.SHOP_BASE_URL });

  registerEndpoint(app, getCategoryTree, async ({ query }) => categoryTree(ctx(), query.categoryCode));
  registerEndpoint(app, getCategoryProducts, async ({ query }) => categoryProducts(ctx(), query));
}
