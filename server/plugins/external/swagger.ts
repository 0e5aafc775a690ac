import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * @fastify/swagger: the OpenAPI document of every route registered after it, built from the contract's
 * zod schemas (served at /api/docs/openapi.json). Needs `app.config`.
 */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '제철장터 API',
        version: app.config.WEB_VERSION,
        description: 'contract/ 에서 생성된 API 문서',
      },
    },
    transform: jsonSchemaTransform,
  });
}
