import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** @fastify/compress on every answer of 1 KB or more that the client accepts compressed. */
export async function registerCompress(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024 });
}
