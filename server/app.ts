import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServiceName } from '../contract/endpoint.ts';
import type { RuntimeConfig } from '../contract/runtime-config.ts';
import type { AppConfig } from './config.ts';
import { type Database, openDatabase, ping } from './db/database.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { registerSpa } from './http/spa.ts';
import { displayModule } from './modules/display/display.routes.ts';
import { mediaModule } from './modules/media/media.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: AppConfig;
  }
}

export type AppModule = (app: FastifyInstance) => Promise<void>;

/** Every service the spec names, with the module that serves it. A module may serve several. */
const modules: Partial<Record<ServiceName, AppModule[]>> = {
  display: [displayModule, mediaModule],
};

export interface BuildOptions {
  /** An already-open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: true,
    disableRequestLogging: config.NODE_ENV === 'test',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  const database =
    options.database ?? (await openDatabase({ url: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH }));
  app.decorate('database', database);
  app.decorate('config', config);
  if (!options.database) app.addHook('onClose', () => database.close());

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: '제철장터 API', version: config.WEB_VERSION, description: 'contract/ 에서 생성된 API 문서' },
    },
    transform: jsonSchemaTransform,
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const ready = await ping(database);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'database unavailable' });
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const started = new Set<AppModule>();
  for (const service of config.SERVICE) {
    for (const module of modules[service] ?? []) {
      if (started.has(module)) continue;
      started.add(module);
      await app.register(module);
    }
  }

  const runtime: RuntimeConfig = {
    api: { display: '', account: '', search: '' },
    shopBaseUrl: config.SHOP_BASE_URL,
    shopLoginUrl: config.SHOP_LOGIN_URL,
  };
  await registerSpa(app, config.SPA_DIR, runtime);
  return app;
}
