import type { FastifyInstance } from 'fastify';
import {
  checkProductLikes as checkProductLikesEndpoint,
  checkShopLike as checkShopLikeEndpoint,
  getLikedProducts,
  getLikedShops,
  likeProduct,
  likeShop,
} from '#contract/like.ts';
import { registerEndpoint } from '../../http/register.ts';
import { refuseBanned } from '../account/account.service.ts';
import { type AuthMember, memberOf } from '../auth/auth.guard.ts';
import {
  checkProductLikes,
  checkShopLike,
  type LikeContext,
  likedProducts,
  likedShops,
  setProductLike,
  setShopLike,
} from './like.service.ts';

export async function likeModule(app: FastifyInstance): Promise<void> {
  const ctx = (): LikeContext => ({
    db: app.database.db,
    dialect: app.database.dialect,
    shopBaseUrl: app.config.SHOP_BASE_URL,
    now: app.now(),
    limits: { product: app.config.LIKE_PRODUCT_MAX, shop: app.config.LIKE_SHOP_MAX },
  });

  // Liking is an action: a banned or force-withdrawn member is refused (code 20); reading likes is not.
  const acting = (member: AuthMember) => {
    refuseBanned(member);
    return member.memberId;
  };

  registerEndpoint(app, likeShop, async ({ body, request }) =>
    setShopLike(ctx(), acting(memberOf(request)), body.shopId, body.isLike),
  );
  registerEndpoint(app, getLikedShops, async ({ query, request }) =>
    likedShops(ctx(), memberOf(request).memberId, query),
  );
  registerEndpoint(app, checkShopLikeEndpoint, async ({ query, request }) =>
    checkShopLike(ctx(), memberOf(request).memberId, query.shopId),
  );
  registerEndpoint(app, likeProduct, async ({ body, request }) =>
    setProductLike(ctx(), acting(memberOf(request)), body),
  );
  registerEndpoint(app, getLikedProducts, async ({ query, request }) =>
    likedProducts(ctx(), memberOf(request).memberId, query),
  );
  registerEndpoint(app, checkProductLikesEndpoint, async ({ query, request }) =>
    checkProductLikes(ctx(), memberOf(request).memberId, query.productNos),
  );
}
