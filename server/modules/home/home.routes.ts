import type { FastifyInstance } from 'fastify';
import { getHomeShelves, homeShelfNames } from '#contract/home.ts';
import { registerEndpoint } from '../../http/register.ts';
import { listHomeShelves } from './home.repository.ts';

/** The home's shelf order (docs/home.md); each shelf's own data is its module's home call. */
export async function homeModule(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, getHomeShelves, async () => ({
    shelves: (await listHomeShelves(app.database.db))
      .filter((shelf) => shelf.visible)
      .map((shelf) => ({ key: shelf.key, title: homeShelfNames[shelf.key] })),
  }));
}
