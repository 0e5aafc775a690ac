import { z } from 'zod';
import { homeSectionSize, productSummarySchema, rankPeriodCodes } from './display.ts';
import { defineEndpoint, pageInfoSchema, pageQuery, withToasts } from './endpoint.ts';

/** Best calls: the ranking by period and the home best section (server/modules/best). */

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
  query: z.object({ period: z.enum(rankPeriodCodes).default('DAILY'), ...pageQuery }),
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
  query: z.object({ size: homeSectionSize(10) }),
  response: withToasts({ period: z.enum(rankPeriodCodes), items: z.array(rankItemSchema) }),
});
