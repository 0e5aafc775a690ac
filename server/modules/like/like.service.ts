import type { Dialect } from '../../db/database.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { ServiceContext } from '../../shared/context.ts';
import { type PageRequest, pageInfo, pageWindow } from '../../shared/paging.ts';
import { toProductSummary } from '../../shared/product-summary.ts';
import { findStores } from '../local/local.repository.ts';
import { toStoreSummary } from '../local/local.service.ts';
import {
  countProductLikes,
  countShopLikes,
  deleteProductLike,
  deleteShopLike,
  findStoreLikeCount,
  hasProductLike,
  hasShopLike,
  insertProductLike,
  insertShopLike,
  likedAmong,
  listLikedProducts,
  listLikedStoreIds,
  lockMember,
  productExists,
} from './like.repository.ts';

export interface LikeLimits {
  product: number;
  shop: number;
}

export interface LikeContext extends ServiceContext {
  dialect: Dialect;
  limits: LikeLimits;
}

export interface ProductLikeInput {
  productNo: number;
  likeMode: boolean;
  prePageName?: string | undefined;
  preListComponent?: string | undefined;
  categoryId?: string | undefined;
}

/** Liking twice or unliking what is not liked changes nothing: the app and the web may both send it. */
export async function setProductLike(ctx: LikeContext, memberId: number, input: ProductLikeInput) {
  return ctx.db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId, ctx.dialect);
    if (!(await productExists(trx, input.productNo))) throw notFound('상품을 찾을 수 없습니다.');
    if (input.likeMode) {
      if (!(await hasProductLike(trx, memberId, input.productNo))) {
        if ((await countProductLikes(trx, memberId)) >= ctx.limits.product) {
          throw new AppError(
            'LIKE_PRODUCT_MAX_LIMIT_ERROR',
            `상품은 최대 ${ctx.limits.product}개까지 찜할 수 있습니다. 찜한 상품을 정리한 뒤 다시 시도해 주세요.`,
          );
        }
        await insertProductLike(trx, {
          memberId,
          productNo: input.productNo,
          createdAt: ctx.now.toISOString(),
          prePageName: input.prePageName ?? null,
          preListComponent: input.preListComponent ?? null,
          categoryId: input.categoryId ?? null,
        });
      }
    } else {
      await deleteProductLike(trx, memberId, input.productNo);
    }
    return {
      productNo: input.productNo,
      isLiked: input.likeMode,
      likedProductCount: await countProductLikes(trx, memberId),
    };
  });
}

export async function likedProducts(ctx: LikeContext, memberId: number, page: PageRequest) {
  const { offset, limit } = pageWindow(page);
  const [totalCount, rows] = await Promise.all([
    countProductLikes(ctx.db, memberId),
    listLikedProducts(ctx.db, memberId, offset, limit),
  ]);
  return {
    products: rows.map((row) => toProductSummary(row, ctx.shopBaseUrl)),
    pageInfo: pageInfo(page, totalCount),
    limit: ctx.limits.product,
  };
}

export async function checkProductLikes(ctx: LikeContext, memberId: number, productNos: readonly number[]) {
  const liked = new Set(await likedAmong(ctx.db, memberId, productNos));
  // In the order asked, so the client can zip the answer with its list.
  return { likedProductNos: productNos.filter((productNo) => liked.has(productNo)) };
}

export async function setShopLike(ctx: LikeContext, memberId: number, shopId: number, isLike: boolean) {
  return ctx.db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId, ctx.dialect);
    if ((await findStoreLikeCount(trx, shopId)) === undefined) throw notFound('상점을 찾을 수 없습니다.');
    if (isLike) {
      if (!(await hasShopLike(trx, memberId, shopId))) {
        if ((await countShopLikes(trx, memberId)) >= ctx.limits.shop) {
          throw new AppError(
            'LIKE_SHOP_MAX_LIMIT_ERROR',
            `상점은 최대 ${ctx.limits.shop}개까지 찜할 수 있습니다. 찜한 상점을 정리한 뒤 다시 시도해 주세요.`,
          );
        }
        await insertShopLike(trx, memberId, shopId, ctx.now.toISOString());
      }
    } else {
      await deleteShopLike(trx, memberId, shopId);
    }
    return {
      shopId,
      isLiked: isLike,
      likeCount: Math.max(0, (await findStoreLikeCount(trx, shopId)) ?? 0),
      likedShopCount: await countShopLikes(trx, memberId),
    };
  });
}

export async function checkShopLike(ctx: LikeContext, memberId: number, shopId: number) {
  const likeCount = await findStoreLikeCount(ctx.db, shopId);
  if (likeCount === undefined) throw notFound('상점을 찾을 수 없습니다.');
  return { shopId, isLiked: await hasShopLike(ctx.db, memberId, shopId), likeCount: Math.max(0, likeCount) };
}

export async function likedShops(ctx: LikeContext, memberId: number, page: PageRequest) {
  const { offset, limit } = pageWindow(page);
  const [totalCount, storeIds] = await Promise.all([
    countShopLikes(ctx.db, memberId),
    listLikedStoreIds(ctx.db, memberId, offset, limit),
  ]);
  const stores = new Map((await findStores(ctx.db, storeIds)).map((row) => [row.store_id, row]));
  return {
    shops: storeIds.flatMap((storeId) => {
      const row = stores.get(storeId);
      return row ? [toStoreSummary(row)] : [];
    }),
    pageInfo: pageInfo(page, totalCount),
    limit: ctx.limits.shop,
  };
}
