import type { FastifyInstance } from 'fastify';
import { getCategoryProducts, getCategoryTree } from '#contract/category.ts';
import { registerEndpoint } from '../../http/register.ts';
import { serviceContext } from '../../shared/context.ts';
import { categoryProducts, categoryTree } from './category.service.ts';

export async function categoryModule(app: FastifyInstance): Promise<void> {
  const ctx = () => serviceContext(app);

  registerEndpoint(app, getCategoryTree, async ({ query }) => categoryTree(ctx(), query.categoryCode));
  registerEndpoint(app, getCategoryProducts, async ({ query }) => categoryProducts(ctx(), query));
}
