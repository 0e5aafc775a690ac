import type { FastifyInstance } from 'fastify';
import {
  agreeSignUp,
  agreeTermsChange,
  findEmailByCellphone,
  getAppProfile,
  getAppSettings,
  getUserProfile,
  getUserSettings,
  recordAppAccess,
  updateAdConsent,
  updateAppAd,
  updateAppAdId,
  updateAppPush,
  updateAppUserId,
  updateAppVersion,
  updateCellphone,
  updateNickname,
  updateUserProfile,
  validateNickname,
  withdrawMember,
} from '#contract/account.ts';
import { headerValue } from '../../http/bearer.ts';
import { registerEndpoint } from '../../http/register.ts';
import { memberOf, requireDeviceUuid } from '../auth/auth.guard.ts';
import * as account from './account.service.ts';
import { ShopWithdrawalFailed } from './account.withdrawal.ts';
import { createShopAccounts, DEV_SHOP_ANSWER_HEADER, shopAccountsOptions } from './shop-accounts.ts';

/**
 * The account service: member profile and settings, consents, cellphone, nickname, withdrawal, app
 * profile and the app's device calls (deviceUuid header required).
 */
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

  registerEndpoint(app, agreeSignUp, async ({ request, body }) =>
    account.agreeSignUp(context(), memberOf(request), body),
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

  registerEndpoint(app, updateAdConsent, async ({ request, body }) =>
    account.changeAdConsent(context(), memberOf(request), body),
  );

  registerEndpoint(app, updateCellphone, async ({ request, body }) =>
    account.changeCellphone(context(), memberOf(request), body.cellphone),
  );

  registerEndpoint(app, findEmailByCellphone, async ({ query }) =>
    account.findEmailByCellphone(context(), query.cellphone),
  );

  registerEndpoint(app, validateNickname, async ({ request, query }) =>
    account.validateNickname(context(), memberOf(request), query.nickName),
  );

  registerEndpoint(app, updateNickname, async ({ request, body }) =>
    account.changeNickname(context(), memberOf(request), body.nickName),
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

  const shopOptions = shopAccountsOptions(app.config);
  const shopAccounts = createShopAccounts(app, shopOptions);
  registerEndpoint(app, withdrawMember, async ({ request, body }) => {
    const devAnswer = shopOptions.forwardDevAnswer ? headerValue(request, DEV_SHOP_ANSWER_HEADER) : undefined;
    try {
      return await account.withdraw(context(), memberOf(request), body, {
        accounts: shopAccounts,
        devAnswer,
      });
    } catch (error) {
      if (error instanceof ShopWithdrawalFailed) {
        request.log.warn({ shop: error.answer }, 'the shop did not close the account: withdrawal refused');
      }
      throw error;
    }
  });
}
