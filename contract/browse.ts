import { z } from 'zod';
import { CATEGORY_CODE_PATTERN, PAGE_SIZE } from './constants.ts';
import {
  dealDetailSchema,
  dealStatusSchema,
  discountRateCodes,
  productSummarySchema,
  rankPeriodCodes,
  searchSortCodes,
} from './display.ts';
import { defineEndpoint, digitId, MAX_ID, pageInfoSchema, queryInt, withToasts } from './endpoint.ts';

/**
 * Browsing calls of issue 4: season, local, best, category, planned exhibitions (periods), events,
 * short links, admin previews, and product and shop likes. Every product in these responses is the
 * display contract's `productSummarySchema`, so one product card renders them all.
 */

/** How many products and shops one member may like (errors 91 and 92); LIKE_PRODUCT_MAX / LIKE_SHOP_MAX override them. */
export const LIKE_LIMITS = { product: 200, shop: 50 } as const;

/** How long an admin preview link stays valid unless the admin asks for another lifetime. */
export const PREVIEW_TOKEN_DEFAULT_TTL_SECONDS = 60 * 60;

/** The message of every refused preview (missing, forged, expired or for other content). */
export const PREVIEW_FORBIDDEN_MESSAGE = '권한이 없습니다.';

const page = queryInt(1, 10_000).default(1);
const size = queryInt(1, PAGE_SIZE.max).default(PAGE_SIZE.default);
/** 1-12; absent means the current month in Asia/Seoul by the server's clock. */
const month = queryInt(1, 12).optional();
const sectionSize = (fallback: number) => queryInt(1, 30).default(fallback);

/**
 * `C01`, `C0101` or `C010101` (any uppercase letter, e.g. an imported `T0101`): depth 1, 2 or 3 of
 * the category tree. The same pattern the catalogue import enforces, so every imported category
 * can be browsed.
 */
export const categoryCodeSchema = z
  .string()
  .regex(CATEGORY_CODE_PATTERN, '카테고리 코드 형식이 올바르지 않습니다.');
/** The two-digit 시/도 code, e.g. `11` 서울, `50` 제주. */
export const localCodeSchema = z.string().regex(/^\d{2}$/, '지역 코드 형식이 올바르지 않습니다.');

/** Product lists here sort with the search sort codes (the profile's `searchSortFilterList`). */
export const productSortSchema = z.enum(searchSortCodes).default('ACCURACY');

const instant = z.string();

// ---------------------------------------------------------------- season

export const seasonKindCodes = ['RECOMMENDATION', 'OCCASION'] as const;
export type SeasonKind = (typeof seasonKindCodes)[number];

export const seasonCategorySchema = z.object({
  code: z.string(),
  name: z.string(),
  productCount: z.number().int().min(0),
  isSelected: z.boolean(),
});

export const recommendationCategorySchema = z.object({
  recommendationCategoryId: z.number().int(),
  kind: z.enum(seasonKindCodes),
  title: z.string(),
  description: z.string(),
  isSelected: z.boolean(),
});
export type RecommendationCategory = z.infer<typeof recommendationCategorySchema>;

export const getHomeSeason = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/home/season',
  service: 'display',
  auth: 'none',
  summary: '홈 제철 섹션: 이달의 제철 먹거리',
  query: z.object({ month, size: sectionSize(10) }),
  response: withToasts({
    month: z.number().int(),
    title: z.string(),
    products: z.array(productSummarySchema),
  }),
});

export const getSeasonDelicacy = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/season/delicacy',
  service: 'display',
  auth: 'none',
  summary: '제철 먹거리: 그 달에 제철인 상품 (대분류 탭별)',
  query: z.object({
    month,
    categoryCode: categoryCodeSchema.optional(),
    sort: productSortSchema,
    page,
    size,
  }),
  response: withToasts({
    month: z.number().int(),
    /** Depth-1 categories that have products in season this month, with the selected one marked. */
    categories: z.array(seasonCategorySchema),
    products: z.array(productSummarySchema),
    pageInfo: pageInfoSchema,
  }),
});

export const getSeasonRecommendation = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/season/recommendation',
  service: 'display',
  auth: 'none',
  summary: '제철 추천·기념일 기획: 추천 카테고리 목록과 선택한 카테고리의 상품',
  query: z.object({
    month,
    kind: z.enum(seasonKindCodes).default('RECOMMENDATION'),
    recommendationCategoryId: queryInt(1, 1_000_000).optional(),
    page,
    size,
  }),
  response: withToasts({
    month: z.number().int(),
    kind: z.enum(seasonKindCodes),
    recommendationCategories: z.array(recommendationCategorySchema),
    selected: recommendationCategorySchema,
    products: z.array(productSummarySchema),
    pageInfo: pageInfoSchema,
  }),
});

// ---------------------------------------------------------------- local

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
  query: z.object({ size: sectionSize(10) }),
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
  query: z.object({ page, size }),
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
  query: z.object({ sort: productSortSchema, page, size }),
  response: withToasts({
    region: regionSchema,
    store: storeSummarySchema,
    products: z.array(productSummarySchema),
    pageInfo: pageInfoSchema,
  }),
});

export const getHomeShop = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/home/shop',
  service: 'display',
  auth: 'none',
  summary: '홈 상점 섹션: 찜 많은 상점과 대표 상품',
  query: z.object({ size: sectionSize(10) }),
  response: withToasts({
    stores: z.array(storeSummarySchema.extend({ products: z.array(productSummarySchema).max(3) })),
  }),
});

// ---------------------------------------------------------------- best

export const rankItemSchema = z.object({
  rank: z.number().int().min(1),
  /** null when the product is new in this ranking. */
  previousRank: z.number().int().min(1).nullable(),
  /** previousRank - rank: positive moved up, negative moved down, 0 unchanged or new. */
  rankChange: z.number().int(),
  isNew: z.boolean(),
  product: productSummarySchema,
});
export type RankItem = z.infer<typeof rankItemSchema>;

export const getBestRank = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/best/rank',
  service: 'display',
  auth: 'none',
  summary: '베스트 랭킹 (기간: 프로필의 periodSortFilterList 코드)',
  query: z.object({ period: z.enum(rankPeriodCodes).default('DAILY'), page, size }),
  response: withToasts({
    period: z.enum(rankPeriodCodes),
    items: z.array(rankItemSchema),
    pageInfo: pageInfoSchema,
  }),
});

export const getHomeBest = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/home/best',
  service: 'display',
  auth: 'none',
  summary: '홈 베스트 섹션: 일간 랭킹 상위 상품',
  query: z.object({ size: sectionSize(10) }),
  response: withToasts({ period: z.enum(rankPeriodCodes), items: z.array(rankItemSchema) }),
});

// ---------------------------------------------------------------- category

export const categoryRefSchema = z.object({
  code: z.string(),
  name: z.string(),
  depth: z.number().int().min(1).max(3),
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export type CategoryNode = CategoryRef & { children: CategoryNode[] };

const categoryLevel3Schema = categoryRefSchema.extend({ children: z.array(categoryRefSchema).max(0) });
const categoryLevel2Schema = categoryRefSchema.extend({ children: z.array(categoryLevel3Schema) });
const categoryLevel1Schema = categoryRefSchema.extend({ children: z.array(categoryLevel2Schema) });
/**
 * A node with its descendants. The tree has exactly three levels, so the schema spells them out: a
 * recursive schema would put a `$ref` into the OpenAPI document that the document does not define.
 * Callers see the recursive `CategoryNode` type; a depth-3 node's `children` is always empty.
 */
export const categoryNodeSchema = z.union([
  categoryLevel1Schema,
  categoryLevel2Schema,
  categoryLevel3Schema,
]) as unknown as z.ZodType<CategoryNode>;

export const getCategoryTree = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/web/category',
  service: 'display',
  auth: 'none',
  summary: '카테고리 트리: 코드가 없으면 전체 3단계, 있으면 그 카테고리의 하위와 경로',
  query: z.object({ categoryCode: categoryCodeSchema.optional() }),
  response: withToasts({
    /** The roots when no code was given; otherwise the children of `current`. */
    categories: z.array(categoryNodeSchema),
    current: categoryRefSchema.nullable(),
    /** From the root down to `current` (empty without a code): the breadcrumb. */
    path: z.array(categoryRefSchema),
  }),
});

export const getCategoryProducts = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/web/category/product',
  service: 'display',
  auth: 'none',
  summary: '카테고리 상세 상품 목록: 정렬, 할인율, 가격 범위 [minPrice, maxPrice]',
  query: z.object({
    categoryCode: categoryCodeSchema,
    sort: productSortSchema,
    discountRate: z.enum(discountRateCodes).default('ALL'),
    /** Whole won on the sale price; min above max answers code 13. */
    minPrice: queryInt(0, 100_000_000).optional(),
    maxPrice: queryInt(0, 100_000_000).optional(),
    page,
    size,
  }),
  response: withToasts({
    category: categoryRefSchema,
    path: z.array(categoryRefSchema),
    /** The tabs: children of a depth-1 or depth-2 category, siblings (itself included) of a depth-3 one. */
    subCategories: z.array(categoryRefSchema),
    products: z.array(productSummarySchema),
    pageInfo: pageInfoSchema,
    /** Highest sale price in the whole category, for the price slider's range [0, maxPrice]. */
    maxPrice: z.number().int().min(0),
    sort: z.enum(searchSortCodes),
    discountRate: z.enum(discountRateCodes),
    priceRange: z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }),
  }),
});

// ---------------------------------------------------------------- periods and events

/** Period pages tracked under their own names (spec section 9, `TRACKED_PERIODS`). */
export const trackNameSchema = z.enum(['pick', 'cereal', 'new', 'meat']);

export const periodSummarySchema = z.object({
  periodId: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  trackName: trackNameSchema.nullable(),
  startsAt: instant,
  endsAt: instant,
  status: dealStatusSchema,
  productCount: z.number().int().min(0),
});
export type PeriodSummary = z.infer<typeof periodSummarySchema>;

export const periodDetailSchema = periodSummarySchema.extend({ description: z.string() });
export type PeriodDetail = z.infer<typeof periodDetailSchema>;

export const eventDetailSchema = z.object({
  eventId: z.number().int(),
  title: z.string(),
  description: z.string(),
  startsAt: instant,
  endsAt: instant,
  status: dealStatusSchema,
  /** True while the event is live: members may apply once. */
  canApply: z.boolean(),
  applicantCount: z.number().int().min(0),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const getPeriods = defineEndpoint({
  method: 'GET',
  path: '/api/v2/display/deal/period',
  service: 'display',
  auth: 'none',
  summary: '진행 중인 기획전 목록',
  query: z.object({ page, size }),
  response: withToasts({
    periods: z.array(periodSummarySchema),
    pageInfo: pageInfoSchema,
    serverTime: instant,
  }),
});

export const getPeriodDetail = defineEndpoint({
  method: 'GET',
  path: '/api/v2/display/deal/period/detail',
  service: 'display',
  auth: 'none',
  summary: '기획전 상세와 상품 목록',
  query: z.object({ periodId: digitId, sort: productSortSchema, page, size }),
  response: withToasts({
    period: periodDetailSchema,
    products: z.array(productSummarySchema),
    pageInfo: pageInfoSchema,
    serverTime: instant,
  }),
});

export const getCustomEvent = defineEndpoint({
  method: 'GET',
  path: '/api/v2/display/deal/custom-event',
  service: 'display',
  auth: 'none',
  summary: '이벤트 상세',
  query: z.object({ eventId: digitId }),
  response: withToasts({ event: eventDetailSchema, serverTime: instant }),
});

export const applyEvent = defineEndpoint({
  method: 'POST',
  path: '/api/v2/display/deal/event/apply',
  service: 'display',
  auth: 'member',
  summary: '이벤트 응모 (회원당 한 번, 진행 중일 때만; 두 번째는 코드 18)',
  body: z.object({ eventId: z.number().int().min(1).max(MAX_ID) }),
  response: withToasts({ eventId: z.number().int(), applied: z.literal(true), appliedAt: instant }),
});

export const getEventApplyStatus = defineEndpoint({
  method: 'GET',
  path: '/api/v2/display/deal/event/apply',
  service: 'display',
  auth: 'member',
  summary: '이벤트 응모 여부',
  query: z.object({ eventId: digitId }),
  response: withToasts({ eventId: z.number().int(), applied: z.boolean(), appliedAt: instant.nullable() }),
});

// ---------------------------------------------------------------- admin previews

export const previewKinds = ['deal', 'period', 'event', 'notice'] as const;
export type PreviewKind = (typeof previewKinds)[number];

/** The SPA route of each preview kind (spec section 2); the preview link opens it with `?token=`. */
export const previewRoutes = {
  deal: '/admin-deal',
  period: '/admin-period',
  event: '/admin-event',
  notice: '/admin-notice',
} as const satisfies Record<PreviewKind, string>;

export const previewNoticeSchema = z.object({
  noticeId: z.number().int(),
  title: z.string(),
  /** Sanitise with DOMPurify before rendering. */
  bodyHtml: z.string(),
  published: z.boolean(),
  createdAt: instant,
});

const previewMeta = { published: z.boolean(), serverTime: instant, expiresAt: instant };

export const previewResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('deal'), deal: dealDetailSchema, ...previewMeta }),
  z.object({
    kind: z.literal('period'),
    period: periodDetailSchema,
    products: z.array(productSummarySchema),
    ...previewMeta,
  }),
  z.object({ kind: z.literal('event'), event: eventDetailSchema, ...previewMeta }),
  z.object({ kind: z.literal('notice'), notice: previewNoticeSchema, ...previewMeta }),
]);
export type PreviewResponse = z.infer<typeof previewResponseSchema>;

export const getPreview = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/preview/:kind/:id',
  service: 'display',
  auth: 'none',
  summary: '관리자 미리보기: 서버가 서명한 만료 토큰이 있을 때만 비공개 콘텐츠 (없으면 403 권한이 없습니다)',
  params: z.object({ kind: z.enum(previewKinds), id: digitId }),
  // Optional on purpose: a missing token is a refused preview (403), not a malformed request.
  query: z.object({ token: z.string().max(2000).optional() }),
  response: previewResponseSchema,
});

// ---------------------------------------------------------------- short links

export const shortLinkCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, '단축 링크 코드 형식이 올바르지 않습니다.');

export const getShortLink = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/web/shortlink',
  service: 'display',
  auth: 'none',
  summary: '단축 링크의 대상 (앱 경로 또는 내부 호스트 URL만; 모르는 코드는 코드 8)',
  query: z.object({ code: shortLinkCodeSchema }),
  response: withToasts({
    code: z.string(),
    /** `app`: navigate inside the SPA to `target`; `internal`: open the absolute URL `target`. */
    kind: z.enum(['app', 'internal']),
    target: z.string(),
  }),
});

// ---------------------------------------------------------------- likes

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
  query: z.object({ page, size }),
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
  query: z.object({ page, size }),
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
