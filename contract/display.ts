import { z } from 'zod';
import { defineEndpoint, digitId, pageInfoSchema, pageQuery, queryInt, withToasts } from './endpoint.ts';

/** One entry of a filter list in the web profile (spec section 3: every item has isSelected). */
export const filterItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  isSelected: z.boolean(),
});
export type FilterItem = z.infer<typeof filterItemSchema>;

export const dealSortCodes = ['RECOMMEND', 'ENDING_SOON', 'DISCOUNT', 'PRICE_LOW', 'POPULAR'] as const;
export type DealSortCode = (typeof dealSortCodes)[number];
export const dealSortNames = {
  RECOMMEND: '추천순',
  ENDING_SOON: '마감임박순',
  DISCOUNT: '할인율순',
  PRICE_LOW: '낮은가격순',
  POPULAR: '인기순',
} as const satisfies Record<DealSortCode, string>;

export const searchSortCodes = ['ACCURACY', 'POPULAR', 'PRICE_LOW', 'PRICE_HIGH', 'NEW'] as const;
export type SearchSortCode = (typeof searchSortCodes)[number];
export const searchSortNames = {
  ACCURACY: '정확도순',
  POPULAR: '인기순',
  PRICE_LOW: '낮은가격순',
  PRICE_HIGH: '높은가격순',
  NEW: '신상품순',
} as const satisfies Record<SearchSortCode, string>;

/**
 * The names of the same codes in a product list that is not a search (category, season, store, period):
 * with no query to be accurate to, ACCURACY is the shop's recommended order there (productOrder in
 * server/shared/product-summary.ts), so it is not called 정확도순.
 */
export const productListSortNames = {
  ...searchSortNames,
  ACCURACY: '추천순',
} as const satisfies Record<SearchSortCode, string>;

/** Ranking periods of the best page; also the `period` column of the seeded best ranks. */
export const rankPeriodCodes = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type RankPeriodCode = (typeof rankPeriodCodes)[number];
export const rankPeriodNames = {
  DAILY: '일간',
  WEEKLY: '주간',
  MONTHLY: '월간',
} as const satisfies Record<RankPeriodCode, string>;

export const discountRateCodes = ['ALL', 'OVER_10', 'OVER_30', 'OVER_50'] as const;
export type DiscountRateCode = (typeof discountRateCodes)[number];
export const discountRateNames = {
  ALL: '전체',
  OVER_10: '10% 이상',
  OVER_30: '30% 이상',
  OVER_50: '50% 이상',
} as const satisfies Record<DiscountRateCode, string>;
/** The smallest discount rate (whole percent) each filter code admits. */
export const discountRateMinimum = {
  ALL: 0,
  OVER_10: 10,
  OVER_30: 30,
  OVER_50: 50,
} as const satisfies Record<DiscountRateCode, number>;

export const communitySortCodes = ['POPULAR', 'NEW'] as const;
export type CommunitySortCode = (typeof communitySortCodes)[number];
export const communitySortNames = {
  POPULAR: '인기순',
  NEW: '최신순',
} as const satisfies Record<CommunitySortCode, string>;

/** Which code each filter list of the web profile starts with (its one `isSelected` item). */
export const defaultFilterCodes = {
  sortFilterList: 'RECOMMEND',
  searchSortFilterList: 'ACCURACY',
  periodSortFilterList: 'DAILY',
  discountRateFilterList: 'ALL',
  communitySortFilterList: 'POPULAR',
} as const satisfies {
  sortFilterList: DealSortCode;
  searchSortFilterList: SearchSortCode;
  periodSortFilterList: RankPeriodCode;
  discountRateFilterList: DiscountRateCode;
  communitySortFilterList: CommunitySortCode;
};

/** Turns codes and their Korean names into a profile filter list with one selected item. */
export function filterList<C extends string>(
  codes: readonly C[],
  names: Record<C, string>,
  selected: C,
): FilterItem[] {
  return codes.map((code) => ({ code, name: names[code], isSelected: code === selected }));
}

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

/** Product lists outside search sort with the search sort codes too (the profile's `searchSortFilterList`). */
export const productSortSchema = z.enum(searchSortCodes).default('ACCURACY');

/** How many products a home section (season, local, shops, best) shows: 1-30. */
export const homeSectionSize = (fallback: number) => queryInt(1, 30).default(fallback);

export const dealSummarySchema = z.object({
  dealId: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  /**
   * The size of the headline product, whose picture and prices the card shows (`5kg`, `10구`); ''
   * when the shop gives none. Two deals of one name at two prices are two sizes.
   */
  weight: z.string(),
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
    ...pageQuery,
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
