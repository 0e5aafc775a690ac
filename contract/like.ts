import { z } from 'zod';
import { productSummarySchema } from './display.ts';
import { defineEndpoint, digitId, MAX_ID, pageInfoSchema, pageQuery, withToasts } from './endpoint.ts';
import { storeSummarySchema } from './local.ts';

/** Likes: members like products and shops, list and check them (server/modules/like). */

/** How many products and shops one member may like (errors 91 and 92); LIKE_PRODUCT_MAX / LIKE_SHOP_MAX override them. */
export const LIKE_LIMITS = { product: 200, shop: 50 } as const;

export const likeShop = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/user/like/shop',
  service: 'user',
  auth: 'member',
  summary: '상점 찜하기·해제 (최대 개수를 넘으면 코드 92)',
  body: z.object({ shopId: z.number().int().min(1).max(MAX_ID), isLike: z.boolean() }),
  response: withToasts({
    shopId: z.number().int(),
    isLiked: z.boolean(),
    likeCount: z.number().int().min(0),
    likedShopCount: z.number().int().min(0),
  }),
});

export const getLikedShops = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/like/shop',
  service: 'user',
  auth: 'member',
  summary: '찜한 상점 목록 (최근 찜한 순)',
  query: z.object({ ...pageQuery }),
  response: withToasts({
    shops: z.array(storeSummarySchema),
    pageInfo: pageInfoSchema,
    limit: z.number().int(),
  }),
});

export const checkShopLike = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/like/shop/check',
  service: 'user',
  auth: 'member',
  summary: '상점 찜 여부',
  query: z.object({ shopId: digitId }),
  response: withToasts({
    shopId: z.number().int(),
    isLiked: z.boolean(),
    likeCount: z.number().int().min(0),
  }),
});

/** Mirrors the app's product-like message (spec section 3), so the web and the app record likes alike. */
export const likeProduct = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/user/like/product',
  service: 'user',
  auth: 'member',
  summary: '상품 찜하기·해제 (앱 메시지와 웹 공통; 최대 개수를 넘으면 코드 91)',
  body: z.object({
    productNo: z.number().int().min(1).max(MAX_ID),
    /** true: like, false: remove the like. */
    likeMode: z.boolean(),
    prePageName: z.string().max(100).optional(),
    preListComponent: z.string().max(100).optional(),
    categoryId: z.string().max(20).optional(),
  }),
  response: withToasts({
    productNo: z.number().int(),
    isLiked: z.boolean(),
    likedProductCount: z.number().int().min(0),
  }),
});

export const getLikedProducts = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/like/product',
  service: 'user',
  auth: 'member',
  summary: '찜한 상품 목록 (최근 찜한 순)',
  query: z.object({ ...pageQuery }),
  response: withToasts({
    products: z.array(productSummarySchema),
    pageInfo: pageInfoSchema,
    limit: z.number().int(),
  }),
});

/** Comma-separated product numbers, at most 100 (e.g. the recently viewed list's `isLike` flags). */
const productNoList = z
  .string()
  .regex(/^\d{1,12}(,\d{1,12}){0,99}$/, '상품 번호 목록 형식이 올바르지 않습니다.')
  // A number above MAX_ID names no product, so it cannot be liked; PostgreSQL would reject it.
  .transform((value) =>
    [...new Set(value.split(',').map(Number))].filter((productNo) => productNo <= MAX_ID),
  );

export const checkProductLikes = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/like/product/check',
  service: 'user',
  auth: 'member',
  summary: '상품 찜 여부 (여러 개)',
  query: z.object({ productNos: productNoList }),
  response: withToasts({ likedProductNos: z.array(z.number().int()) }),
});
