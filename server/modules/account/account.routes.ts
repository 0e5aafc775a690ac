import type { FastifyInstance } from 'fastify';
import {
  agreeSignUp,
  agreeTermsChange,
  findEmailByCellphone,
  getAppProfile,
  getUserProfile,
  getUserSettings,
  updateAdConsent,
  updateCellphone,
  updateNickname,
  updateUserProfile,
  validateNickname,
  withdrawMember,
} from '#contract/account.ts';
import { headerValue } from '../../http/bearer.ts';
import { registerEndpoint } from '../../http/register.ts';
import { memberOf } from '../auth/auth.guard.ts';
import * as account from './account.service.ts';
import { ShopWithdrawalFailed } from './account.withdrawal.ts';
import { createShopAccounts, DEV_SHOP_ANSWER_HEADER, shopAccountsOptions } from './shop-accounts.ts';

/**
 * The account service: member profile and settings, consents, cellphone, nickname, withdrawal and the
 * app profile. The app's device calls are account.app.routes.ts.
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
