import { z } from 'zod';
import { homeSectionSize, productSortSchema, productSummarySchema } from './display.ts';
import { defineEndpoint, digitId, pageInfoSchema, pageQuery, withToasts } from './endpoint.ts';

/**
 * Local calls: the 17 시/도 regions, their stores and a store's products, and the home local and shop
 * sections (server/modules/local).
 */

/** The two-digit 시/도 code, e.g. `11` 서울, `50` 제주. */
export const localCodeSchema = z.string().regex(/^\d{2}$/, '지역 코드 형식이 올바르지 않습니다.');

export const regionSchema = z.object({
  localCode: z.string(),
  name: z.string(),
  shortName: z.string(),
  storeCount: z.number().int().min(0),
  productCount: z.number().int().min(0),
});
export type Region = z.infer<typeof regionSchema>;

export const storeSummarySchema = z.object({
  shopId: z.number().int(),
  localCode: z.string(),
  regionName: z.string(),
  name: z.string(),
  description: z.string(),
  likeCount: z.number().int().min(0),
  productCount: z.number().int().min(0),
  /** The store's best-selling product's picture; the placeholder when it has none. */
  imageUrl: z.string(),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

export const getHomeLocal = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/home/local',
  service: 'display',
  auth: 'none',
  summary: '홈 로컬 섹션: 17개 시·도와 인기 지역 특산물',
  query: z.object({ size: homeSectionSize(10) }),
  response: withToasts({ regions: z.array(regionSchema), products: z.array(productSummarySchema) }),
});

export const getLocalRegions = defineEndpoint({
  method: 'GET',
  path: '/api/v2/display/local',
  service: 'display',
  auth: 'none',
  summary: '로컬 메인: 17개 시·도와 상점·상품 수',
  response: withToasts({ regions: z.array(regionSchema) }),
});

export const getLocalStores = defineEndpoint({
  method: 'GET',
  path: '/api/v2/display/local/:localCode',
  service: 'display',
  auth: 'none',
  summary: '지역의 상점 목록 (찜 많은 순)',
  params: z.object({ localCode: localCodeSchema }),
  query: z.object({ ...pageQuery }),
  response: withToasts({
    region: regionSchema,
    stores: z.array(storeSummarySchema),
    pageInfo: pageInfoSchema,
  }),
});

export const getLocalStore = defineEndpoint({
  method: 'GET',
  path: '/api/v2/display/local/:localCode/store/:shopId',
  service: 'display',
  auth: 'none',
  summary: '상점 상세와 상품 목록 (찜 여부는 /api/v1/user/like/shop/check)',
  params: z.object({ localCode: localCodeSchema, shopId: digitId }),
  query: z.object({ sort: productSortSchema, ...pageQuery }),
  response: withToasts({
    region: regionSchema,
    store: storeSummarySchema,
    products: z.array(productSummarySchema),
    pageInfo: pageInfoSchema,
  }),
});

export const homeShopKinds = ['LIKED', 'POPULAR'] as const;

export const getHomeShop = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/home/shop',
  service: 'display',
  auth: 'optional',
  summary: '홈 상점 섹션: 로그인한 회원이 찜한 상점 (없으면 찜 많은 상점)과 대표 상품',
  query: z.object({ size: homeSectionSize(10) }),
  response: withToasts({
    /** LIKED: the member's liked stores, latest like first; POPULAR: the most liked stores. */
    kind: z.enum(homeShopKinds),
    stores: z.array(storeSummarySchema.extend({ products: z.array(productSummarySchema).max(3) })),
  }),
});
