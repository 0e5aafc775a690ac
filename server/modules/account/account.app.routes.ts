import type { FastifyInstance } from 'fastify';
import {
  getAppSettings,
  recordAppAccess,
  updateAppAd,
  updateAppAdId,
  updateAppPush,
  updateAppUserId,
  updateAppVersion,
} from '#contract/account-app.ts';
import { registerEndpoint } from '../../http/register.ts';
import { requireDeviceUuid } from '../auth/auth.guard.ts';
import * as account from './account.service.ts';

/**
 * The native app's device calls (contract/account-app.ts): access, push and ad consent, the ad and app
 * user ids, the installed version. Every one names its device in the deviceUuid header (missing: code
 * 10) and works with or without a member's token.
 */
export async function accountAppModule(app: FastifyInstance): Promise<void> {
  const context = (): account.AccountContext => ({
    db: app.database.db,
    now: app.now(),
    webVersion: app.config.WEB_VERSION,
  });

  registerEndpoint(app, recordAppAccess, async ({ request, body }) =>
    account.recordAccess(context(), {
      deviceUuid: requireDeviceUuid(request),
      member: request.member,
      deviceType: body.deviceType,
      appVersion: body.appVersion,
    }),
  );

  registerEndpoint(app, updateAppPush, async ({ request, body }) =>
    account.changePush(context(), {
      deviceUuid: requireDeviceUuid(request),
      member: request.member,
      pushYN: body.pushYN,
    }),
  );

  registerEndpoint(app, getAppSettings, async ({ request }) =>
    account.appSettings(context(), { deviceUuid: requireDeviceUuid(request), member: request.member }),
  );

  registerEndpoint(app, updateAppAd, async ({ request, body }) =>
    account.changeAppAd(context(), {
      deviceUuid: requireDeviceUuid(request),
      member: request.member,
      adYN: body.adYN,
    }),
  );

  registerEndpoint(app, updateAppAdId, async ({ request, body }) =>
    account.changeAppAdId(context(), {
      deviceUuid: requireDeviceUuid(request),
      member: request.member,
      adId: body.adId,
    }),
  );

  registerEndpoint(app, updateAppUserId, async ({ request, body }) =>
    account.changeAppUserId(context(), {
      deviceUuid: requireDeviceUuid(request),
      member: request.member,
      appUserId: body.appUserId,
    }),
  );

  registerEndpoint(app, updateAppVersion, async ({ request, body }) =>
    account.changeAppVersion(context(), {
      deviceUuid: requireDeviceUuid(request),
      member: request.member,
      appVersion: body.appVersion,
      os: body.os,
    }),
  );
}
