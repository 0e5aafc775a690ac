import type { FastifyInstance } from 'fastify';
import { getPreview } from '#contract/preview.ts';
import { registerEndpoint } from '../../http/register.ts';
import { previewContent } from './preview.service.ts';
import { previewKey } from './preview.tokens.ts';

export async function previewModule(app: FastifyInstance): Promise<void> {
  const key = previewKey(app.config);

  registerEndpoint(app, getPreview, async ({ params, query }) => {
    const ctx = { db: app.database.db, shopBaseUrl: app.config.SHOP_BASE_URL, now: app.now(), key };
    return previewContent(ctx, params.kind, params.id, query.token);
  });

  // Unpublished content (and its refusals) must never sit in a shared cache or the browser's cache.
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url === getPreview.path) reply.header('cache-control', 'no-store');
  });
}
