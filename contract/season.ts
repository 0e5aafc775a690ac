import { z } from 'zod';
import { categoryCodeSchema } from './category.ts';
import { homeSectionSize, productSortSchema, productSummarySchema } from './display.ts';
import { defineEndpoint, pageInfoSchema, pageQuery, queryInt, withToasts } from './endpoint.ts';

/**
 * Season calls: the home season section, the month's seasonal food by top-level category, and the
 * seasonal recommendation and occasion themes (server/modules/season).
 */

/** 1-12; absent means the current month in Asia/Seoul by the server's clock. */
const month = queryInt(1, 12).optional();

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
  query: z.object({ month, size: homeSectionSize(10) }),
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
    ...pageQuery,
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
    ...pageQuery,
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
