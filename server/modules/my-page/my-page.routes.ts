import type { FastifyInstance } from 'fastify';
import { getFrequentlyPurchasedProducts, getMyInfo, getMyPage } from '#contract/my-page.ts';
import { registerEndpoint } from '../../http/register.ts';
import { serviceContext } from '../../shared/context.ts';
import { memberOf } from '../auth/auth.guard.ts';
import * as myPage from './my-page.service.ts';

/** My page: the summary screen, my info, and the products the member buys most. */
export async function myPageModule(app: FastifyInstance): Promise<void> {
  const context = () => serviceContext(app);

  registerEndpoint(app, getMyPage, async ({ request }) => myPage.myPage(context(), memberOf(request)));

  registerEndpoint(app, getMyInfo, async ({ request }) => myPage.myInfo(context(), memberOf(request)));

  registerEndpoint(app, getFrequentlyPurchasedProducts, async ({ request, query }) =>
    myPage.frequentlyPurchasedProducts(context(), memberOf(request), query),
  );
}
