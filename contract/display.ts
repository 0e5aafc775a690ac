import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';
import { defineEndpoint, digitId, pageInfoSchema, queryInt, withToasts } from './endpoint.ts';

/** One entry of a filter list in the web profile (spec section 3: every item has isSelected). */
export const filterItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  isSelected: z.boolean(),
});
export type FilterItem = z.infer<typeof filterItemSchema>;

export const dealSortCodes = ['RECOMMEND', 'ENDING_SOON', 'DISCOUNT', 'PRICE_LOW', 'POPULAR'] as const;
export type DealSortCode = (typeof dealSortCodes)[number];

export const productSummarySchema = z.object({
  productNo: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  categoryCode: z.string(),
  origin: z.string(),
  weight: z.string(),
  regularPrice: z.number().int().min(0),
  salePrice: z.number().int().min(0),
  /** Whole percent; 0 means no discount and no rate is shown. */
  discountRate: z.number().int().min(0).max(100),
  soldOut: z.boolean(),
  storeName: z.string().nullable(),
  /** The shop's product page, built by the server from its configured shop base URL. */
  shopUrl: z.string(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const dealSummarySchema = z.object({
  dealId: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  regularPrice: z.number().int().min(0),
  salePrice: z.number().int().min(0),
  discountRate: z.number().int().min(0).max(100),
  soldOut: z.boolean(),
  /** ISO 8601 instants in UTC. */
  startsAt: z.string(),
  endsAt: z.string(),
  productCount: z.number().int().min(1),
});
export type DealSummary = z.infer<typeof dealSummarySchema>;

export const dealStatusSchema = z.enum(['upcoming', 'live', 'ended']);

export const dealDetailSchema = dealSummarySchema.extend({
  description: z.string(),
  status: dealStatusSchema,
  products: z.array(productSummarySchema).min(1),
});
export type DealDetail = z.infer<typeof dealDetailSchema>;

export const bannerSchema = z.object({
  bannerId: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  /** An app route (`/deal/12`) or an absolute URL on an internal host. */
  linkUrl: z.string(),
  backgroundColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
});
export type Banner = z.infer<typeof bannerSchema>;

export const getWebProfile = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/web/profile',
  service: 'display',
  auth: 'none',
  summary: '웹 프로필: 정렬·필터 목록(filterInfo)',
  response: withToasts({
    filterInfo: z.object({
      sortFilterList: z.array(filterItemSchema),
      searchSortFilterList: z.array(filterItemSchema),
      periodSortFilterList: z.array(filterItemSchema),
      discountRateFilterList: z.array(filterItemSchema),
      communitySortFilterList: z.array(filterItemSchema),
    }),
  }),
});

export const getHomeDeals = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/deal/recommendation',
  service: 'display',
  auth: 'none',
  summary: '홈 딜 목록 (진행 중인 기간 한정 딜)',
  query: z.object({
    sort: z.enum(dealSortCodes).default('RECOMMEND'),
    page: queryInt(1, 10_000).default(1),
    size: queryInt(1, PAGE_SIZE.max).default(PAGE_SIZE.default),
  }),
  response: withToasts({
    deals: z.array(dealSummarySchema),
    pageInfo: pageInfoSchema,
    /** The server clock, so countdowns do not trust a wrong phone clock. */
    serverTime: z.string(),
  }),
});

export const getDealDetail = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/deal/:dealId',
  service: 'display',
  auth: 'none',
  summary: '딜 상세 (상품 목록 포함)',
  params: z.object({ dealId: digitId }),
  response: withToasts({ deal: dealDetailSchema, serverTime: z.string() }),
});

export const bannerPositions = ['home'] as const;

export const getBanners = defineEndpoint({
  method: 'GET',
  path: '/api/v2/display/banner',
  service: 'display',
  auth: 'none',
  summary: '배너 목록',
  query: z.object({ position: z.enum(bannerPositions).default('home') }),
  response: withToasts({ banners: z.array(bannerSchema) }),
});
