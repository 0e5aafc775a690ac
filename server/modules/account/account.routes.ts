import type { FastifyInstance } from 'fastify';
import {
  agreeTermsChange,
  getAppProfile,
  getAppSettings,
  getUserProfile,
  getUserSettings,
  recordAppAccess,
  updateAppPush,
  updateUserProfile,
} from '../../../contract/account.ts';
import { registerEndpoint } from '../../http/register.ts';
import { memberOf, requireDeviceUuid } from '../auth/auth.guard.ts';
import * as account from './account.service.ts';

/** The account service: member profile and settings, app profile, device access and push consent. */
export async function accountModule(app: FastifyInstance): Promise<void> {
  const context = (): account.AccountContext => ({
    db: app.database.db,
    now: app.now(),
    webVersion: app.config.WEB_VERSION,
  });

  registerEndpoint(app, getAppProfile, async ({ request }) =>
    account.appProfile(context(), request.member, request.sessionEnded),
  );

  registerEndpoint(app, getUserProfile, async ({ request }) =>
    account.userProfile(context(), memberOf(request)),
  );

  registerEndpoint(app, updateUserProfile, async ({ request, body }) =>
    account.updateUserProfile(context(), memberOf(request), body),
  );

  registerEndpoint(app, getUserSettings, async ({ request }) =>
    account.userSettings(context(), memberOf(request)),
  );

  registerEndpoint(app, agreeTermsChange, async ({ request }) =>
    account.agreeTermsChange(context(), memberOf(request)),
  );

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
}
