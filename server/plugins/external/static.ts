import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * @fastify/static for the built SPA's files (`root` is SPA_DIR): hashed assets immutable for a year,
 * everything else revalidated. index.html and the history fallback are server/http/spa.ts's.
 */
export async function registerStatic(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    setHeaders(reply, path) {
      const immutable = path.includes(`${join(root, 'assets')}/`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });
}
