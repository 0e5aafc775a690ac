import type { FastifyInstance } from 'fastify';
import {
  checkProductAlerts,
  getProductAlerts,
  setOpeningAlert,
  setRestockAlert,
  shopProductWebhook,
} from '#contract/product-alerts.ts';
import { type AppConfig, standInsMounted } from '../../config.ts';
import { AppError } from '../../http/errors.ts';
import { registerEndpoint } from '../../http/register.ts';
import { refuseBanned } from '../account/account.service.ts';
import { memberOf } from '../auth/auth.guard.ts';
import { type AlertContext, checkAlerts, listAlerts, setAlert } from './product-alerts.service.ts';
import { devPushesSent, devPushSender, httpPushSender, type PushSender } from './push.ts';
import { applyShopChanges, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhook } from './shop-webhook.ts';

/** The push service when one is configured, else null (pushes stay queued). */
export function pushServiceFor(config: AppConfig): PushSender | null {
  if (!config.PUSH_URL || !config.PUSH_API_KEY) return null;
  return httpPushSender({
    url: config.PUSH_URL,
    apiKey: config.PUSH_API_KEY,
    timeoutMs: config.PUSH_TIMEOUT_MS,
  });
}

/**
 * The server's push adapter: the push service, else (with the stand-ins) the stand-in that records
 * what it would send in this process, else none. The admin command uses only the push service: a
 * stand-in there would record into a process that ends at once.
 */
export function pushSenderFor(config: AppConfig, now: () => Date): PushSender | null {
  return pushServiceFor(config) ?? (standInsMounted(config) ? devPushSender(now) : null);
}

/** The member's 재입고·오픈 requests (docs/product-alerts.md). */
export async function productAlertsModule(app: FastifyInstance): Promise<void> {
  const ctx = (): AlertContext => ({
    db: app.database.db,
    dialect: app.database.dialect,
    now: app.now(),
    shopBaseUrl: app.config.SHOP_BASE_URL,
  });

  registerEndpoint(app, setRestockAlert, async ({ body, request }) => {
    const member = memberOf(request);
    if (body.subscribe) refuseBanned(member);
    const result = await setAlert(ctx(), member.memberId, {
      kind: 'restock',
      targetId: body.productNo,
      subscribe: body.subscribe,
    });
    return { productNo: body.productNo, ...result };
  });
  registerEndpoint(app, setOpeningAlert, async ({ body, request }) => {
    const member = memberOf(request);
    if (body.subscribe) refuseBanned(member);
    const result = await setAlert(ctx(), member.memberId, {
      kind: 'opening',
      targetId: body.dealId,
      subscribe: body.subscribe,
    });
    return { dealId: body.dealId, ...result };
  });
  registerEndpoint(app, getProductAlerts, async ({ request }) =>
    listAlerts(ctx(), memberOf(request).memberId),
  );
  registerEndpoint(app, checkProductAlerts, async ({ query, request }) =>
    checkAlerts(ctx(), memberOf(request).memberId, query),
  );

  if (standInsMounted(app.config)) {
    // What the push stand-in would have sent (newest last): the development app's notification tray.
    app.get('/dev-push/sent', { schema: { hide: true } }, async () => ({ pushes: devPushesSent() }));
  }
  // The fan-out itself runs in the job runner (server/jobs/: every ALERTS_JOB_INTERVAL_MS on each instance).
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as it came, for the shop webhook's signature. */
    rawBody?: string;
  }
}

/** The shop's stock and price webhook (display service: it changes the catalogue). */
export async function shopWebhookModule(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // The signature is over the bytes sent, so this scope keeps them before parsing.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      request.rawBody = text;
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new AppError('NOT_MATCHED', '웹훅 본문이 올바른 JSON이 아닙니다.'), undefined);
      }
    });
    // Before the body's validation: an unsigned caller learns nothing about the schema.
    scope.addHook('preValidation', async (request) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? undefined : value;
      };
      verifyWebhook({
        secret: app.config.SHOP_WEBHOOK_SECRET,
        timestamp: header(TIMESTAMP_HEADER),
        signature: header(SIGNATURE_HEADER),
        rawBody: request.rawBody ?? '',
        now: app.now(),
      });
    });
    registerEndpoint(scope, shopProductWebhook, async ({ body }) => ({
      results: await applyShopChanges(app.database.db, app.database.dialect, body.products, app.now()),
    }));
  });
}
