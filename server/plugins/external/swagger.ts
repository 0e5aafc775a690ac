import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BEARER_SCHEME, errorResponsesOf, errorsOf, operationNames, securityOf } from '../../http/openapi.ts';

/**
 * @fastify/swagger: the OpenAPI document of every route registered after it, built from the contract's
 * zod schemas (served at /api/docs/openapi.json), with each contract operation's operationId, security
 * and error responses (http/openapi.ts). Needs `app.config`.
 */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '제철장터 API',
        version: app.config.WEB_VERSION,
        description: 'contract/ 에서 생성된 API 문서',
      },
      servers: [{ url: app.config.PUBLIC_BASE_URL ?? '/', description: '이 서버' }],
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: '로그인 후 받은 액세스 토큰 (Authorization: Bearer …)',
          },
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const config = (input.route as RouteOptions).config;
      const endpoint = config?.endpoint;
      if (!endpoint) return transformed;
      const schema = transformed.schema as Record<string, unknown> & { response?: Record<string, unknown> };
      return {
        ...transformed,
        schema: {
          ...schema,
          operationId: operationNames.get(endpoint),
          security: securityOf(endpoint),
          response: {
            ...schema.response,
            ...errorResponsesOf(errorsOf(endpoint, { rateLimited: config.rateLimit !== undefined })),
          },
        },
      };
    },
  });
}
