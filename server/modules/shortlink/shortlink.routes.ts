import type { FastifyInstance } from 'fastify';
import { getShortLink } from '#contract/shortlink.ts';
import { registerEndpoint } from '../../http/register.ts';
import { resolveShortLink } from './shortlink.service.ts';

export async function shortLinkModule(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, getShortLink, async ({ query, request }) =>
    resolveShortLink(app.database.db, query.code, app.config.SHOP_BASE_URL, (target) =>
      request.log.warn({ code: query.code, target }, 'short link target is not an internal link; refused'),
    ),
  );
}
