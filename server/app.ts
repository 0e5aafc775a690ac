import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServiceName } from '#contract/endpoint.ts';
import type { RuntimeConfig } from '#contract/runtime-config.ts';
import { type AppConfig, standInsMounted } from './config.ts';
import { type Database, databaseOptions, openDatabase } from './db/database.ts';
import { installReadRouting } from './db/read-routing.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './http/error-handler.ts';
import { httpServerOptions, installLifecycle } from './http/lifecycle.ts';
import { builtSpa, registerSpa } from './http/spa.ts';
import { installJobs } from './jobs/jobs.app.ts';
import type { Job } from './jobs/jobs.ts';
import { accountAppModule } from './modules/account/account.app.routes.ts';
import { accountModule } from './modules/account/account.routes.ts';
import { alarmModule } from './modules/alarm/alarm.routes.ts';
import { installAuthentication } from './modules/auth/auth.guard.ts';
import { providerEndpoints } from './modules/auth/auth.providers.ts';
import { authModule } from './modules/auth/auth.routes.ts';
import { installKeptAnswers } from './modules/auth/kept-answers.ts';
import { bestModule } from './modules/best/best.routes.ts';
import { categoryModule } from './modules/category/category.routes.ts';
import { communityModerationModule } from './modules/community/moderation/moderation.routes.ts';
import { communityPhotosModule } from './modules/community/photos/photos.routes.ts';
import { communityPostsModule } from './modules/community/posts/posts.routes.ts';
import { communityRepliesModule } from './modules/community/replies/replies.routes.ts';
import { communitySearchModule } from './modules/community/search/search.routes.ts';
import { communitySurveyModule } from './modules/community/survey/survey.routes.ts';
import { devAttestModule } from './modules/dev-attest/dev-attest.routes.ts';
import { devIdpModule } from './modules/dev-idp/dev-idp.routes.ts';
import { devShopModule } from './modules/dev-shop/dev-shop.routes.ts';
import { displayModule } from './modules/display/display.routes.ts';
import { exhibitionModule } from './modules/exhibition/exhibition.routes.ts';
import { gameModule } from './modules/game/game.routes.ts';
import { homeModule } from './modules/home/home.routes.ts';
import { likeModule } from './modules/like/like.routes.ts';
import { pageHtml } from './modules/link-preview/link-preview.ts';
import { localModule } from './modules/local/local.routes.ts';
import { mediaModule } from './modules/media/media.routes.ts';
import { myPageModule } from './modules/my-page/my-page.routes.ts';
import { noticeModule } from './modules/notice/notice.routes.ts';
import { devPartnerModule } from './modules/point/dev-partner.routes.ts';
import { pointModule } from './modules/point/point.routes.ts';
import { previewModule } from './modules/preview/preview.routes.ts';
import { productAlertsModule, shopWebhookModule } from './modules/product-alerts/product-alerts.routes.ts';
import { searchModule } from './modules/search/search.routes.ts';
import { seasonModule } from './modules/season/season.routes.ts';
import { shortLinkModule } from './modules/shortlink/shortlink.routes.ts';
import { surveyModule } from './modules/survey/survey.routes.ts';
import { registerCompress } from './plugins/external/compress.ts';
import { registerHelmet } from './plugins/external/helmet.ts';
import { installMetrics, registerMetricsRoute } from './plugins/external/metrics.ts';
import { registerRateLimit, trustProxyOption } from './plugins/external/rate-limit.ts';
import { registerStatic } from './plugins/external/static.ts';
import { registerSwagger } from './plugins/external/swagger.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: AppConfig;
    /** The server's clock; tests fix it so seeded deal windows are predictable. */
    now(): Date;
  }
}

export type AppModule = (app: FastifyInstance) => Promise<void>;

/** Every service the spec names, with the module that serves it. A module may serve several. */
const modules: Partial<Record<ServiceName, AppModule[]>> = {
  display: [
    displayModule,
    mediaModule,
    seasonModule,
    localModule,
    bestModule,
    categoryModule,
    exhibitionModule,
    homeModule,
    shortLinkModule,
    previewModule,
    shopWebhookModule,
    // The development shop (docs/dev-shop.md) mounts itself only outside production.
    devShopModule,
  ],
  // The development partner (partner points) mounts itself only outside production.
  user: [
    likeModule,
    pointModule,
    gameModule,
    devPartnerModule,
    myPageModule,
    surveyModule,
    productAlertsModule,
  ],
  account: [accountModule, accountAppModule],
  // The development identity provider and app attestation mount themselves only with the stand-ins.
  auth: [authModule, devIdpModule, devAttestModule],
  search: [searchModule],
  notice: [noticeModule],
  alarm: [alarmModule],
  community: [
    communityPostsModule,
    communityPhotosModule,
    communityRepliesModule,
    communitySurveyModule,
    communityModerationModule,
    communitySearchModule,
  ],
};

export interface BuildOptions {
  /** An already-open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  clock?: () => Date;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The jobs the runner knows, instead of server/jobs/jobs.ts's (tests: a job that fails, one that counts). */
  jobs?: readonly Job[];
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, stream: options.logStream },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Off by default: X-Forwarded-For is believed only as far as TRUST_PROXY says.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    frameworkErrors,
    clientErrorHandler,
    ...httpServerOptions(config),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installLifecycle(app);

  const database = options.database ?? (await openDatabase(databaseOptions(config)));
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('now', options.clock ?? (() => new Date()));
  // Every service verifies access tokens, so the guard is decorated at the root before any module.
  installAuthentication(app);
  installReadRouting(app);
  installKeptAnswers(app);
  if (!options.database) app.addHook('onClose', () => database.close());
  database.onAvailabilityChange((available, cause) => {
    if (available) app.log.info('데이터베이스 연결이 복구되었습니다.');
    else app.log.error({ err: cause }, '데이터베이스 연결이 끊어졌습니다. 복구될 때까지 503으로 응답합니다.');
  });
  database.onReplicaAvailabilityChange((available, cause) => {
    if (available) app.log.info('읽기 전용 복제본 연결이 복구되었습니다.');
    else
      app.log.warn(
        { err: cause },
        '읽기 전용 복제본에 연결할 수 없습니다. 복구될 때까지 주 서버에서 읽습니다.',
      );
  });

  installMetrics(app);

  // Third-party plugins (server/plugins/external/) before the app's own routes: their hooks and
  // route handling (headers, compression, the OpenAPI document, rate limits) cover every route.
  registerHelmet(app);
  await registerCompress(app);
  await registerSwagger(app);
  await registerRateLimit(app);
  const spa = builtSpa(config.SPA_DIR);
  if (spa) await registerStatic(app, spa.root);

  // Liveness never looks at the database; readiness does, within DB_PROBE_TIMEOUT_MS, and what it
  // learns every request shares: a failed check fails them fast too (docs/operations.md).
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const ready = await database.check();
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'database unavailable' });
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerMetricsRoute(app);

  const started = new Set<AppModule>();
  for (const service of config.SERVICE) {
    for (const module of modules[service] ?? []) {
      if (started.has(module)) continue;
      started.add(module);
      await app.register(module);
    }
  }
  // After the modules: the alerts job runs only where their `user` service is mounted.
  installJobs(app, options.jobs);

  const runtime: RuntimeConfig = {
    api: { display: '', account: '', search: '' },
    shopBaseUrl: config.SHOP_BASE_URL,
    shopLoginUrl: config.SHOP_LOGIN_URL,
    signIn: signInRuntimeConfig(config),
    kakao: {
      javascriptKey: config.KAKAO_JAVASCRIPT_KEY,
      sdkUrl: config.KAKAO_SDK_URL,
      standIn: standInsMounted(config) ? config.KAKAO_STAND_IN : 'none',
    },
    cookieDomain: config.COOKIE_DOMAIN,
    standIns: standInsMounted(config),
  };
  await registerSpa(app, spa, runtime, (request, path, indexHtml) => pageHtml(app, request, path, indexHtml));
  return app;
}

/** The SPA's sign-in buttons go to the same provider endpoints the server verifies against. */
function signInRuntimeConfig(config: AppConfig): RuntimeConfig['signIn'] {
  const endpoints = providerEndpoints(config);
  return {
    naver: { authorizeUrl: endpoints.naverAuthorizeUrl, clientId: endpoints.naverClientId },
    apple: { authorizeUrl: endpoints.appleAuthorizeUrl, clientId: endpoints.appleClientId },
  };
}
