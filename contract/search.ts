import { z } from 'zod';
import { categoryCodeSchema } from './category.ts';
import { productSummarySchema, searchSortCodes } from './display.ts';
import { defineEndpoint, pageInfoSchema, pageQuery, queryInt, withToasts } from './endpoint.ts';
import { SEARCH_KEYWORD_MAX_LENGTH } from './rules/search-text.ts';

/** Prices a filter may name: whole won, up to a hundred million. */
export const SEARCH_PRICE_MAX = 100_000_000;

/**
 * Shown next to `correctedKeyword` when the results are for a corrected keyword (a typo, the wrong
 * keyboard layout, an English word). The results screen reads it as "‘토마토’ 검색 결과입니다 ·
 * ‘토마톼’(으)로 검색", the second part a link to the keyword as typed (`literal=1`).
 */
export const CORRECTION_NOTICE = '이 검색어로 찾았어요';
export const RECOMMENDATION_TITLE = '이런 상품은 어떠세요?';

/**
 * A search keyword, trimmed. Blank counts as missing (code 10, not "too short"), so a client that
 * sends `keyword=` learns that the value is required; longer than 50 characters is code 13.
 */
export const keywordParam = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().min(1).max(SEARCH_KEYWORD_MAX_LENGTH),
);

export const searchProductsQuery = z
  .object({
    keyword: keywordParam,
    // The category screens' rule (CATEGORY_CODE_PATTERN): anything else is malformed (12), a
    // well-formed unknown code is 8.
    categoryCode: categoryCodeSchema.optional(),
    minPrice: queryInt(0, SEARCH_PRICE_MAX).optional(),
    maxPrice: queryInt(0, SEARCH_PRICE_MAX).optional(),
    sort: z.enum(searchSortCodes).default('ACCURACY'),
    /**
     * `1`: the keyword exactly as typed, no corrected reading (no typo correction, keyboard layout or
     * English word). The link "‘토마톼’(으)로 검색" under corrected results sends it.
     */
    literal: z.enum(['1']).optional(),
    ...pageQuery,
  })
  .superRefine((query, ctx) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      // A range the wrong way round is a value outside its allowed range (13), not a malformed one.
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: query.maxPrice,
        inclusive: true,
        path: ['minPrice'],
        message: '최소 가격은 최대 가격보다 클 수 없습니다.',
      });
    }
  });

export const categoryFacetSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Matching products in this category (and below it), within the price filter. */
  count: z.number().int().min(0),
});
export type CategoryFacet = z.infer<typeof categoryFacetSchema>;

export const searchProducts = defineEndpoint({
  method: 'GET',
  path: '/api/v1/search',
  service: 'search',
  auth: 'none',
  summary: '상품 검색 (카테고리·가격·정렬·페이지)',
  query: searchProductsQuery,
  response: withToasts({
    /** The keyword as the shopper typed it, trimmed. */
    keyword: z.string(),
    /**
     * Set when the results are for another keyword: a typo corrected (토마톼 -> 토마토), the wrong
     * keyboard layout (tkrhk -> 사과) or an English word (apple -> 사과). Never with `literal=1`.
     */
    correctedKeyword: z.string().nullable(),
    /** The notice to show with `correctedKeyword` ("이 검색어로 찾았어요"), else null. */
    correctionNotice: z.string().nullable(),
    /**
     * When nothing was found for a food word the catalogue or the dictionary knows (which is never
     * replaced), the nearest other one to offer: "혹시 ‘배추’를 찾으세요?". Else null.
     */
    suggestedKeyword: z.string().nullable(),
    products: z.array(productSummarySchema),
    pageInfo: pageInfoSchema,
    filters: z.object({
      /**
       * The categories the matches fall into, one level below the selected category (top-level
       * categories when none is selected), most matches first. Ignores the category filter itself.
       */
      categories: z.array(categoryFacetSchema),
      /** The price slider's range is [0, maxPrice]: the dearest match, ignoring the price filter. */
      maxPrice: z.number().int().min(0),
    }),
  }),
});
export type SearchProductsResponse = z.infer<typeof searchProducts.response>;

export const rankedKeywordSchema = z.object({
  rank: z.number().int().min(1),
  keyword: z.string(),
  /** Places moved since the previous window: positive is up. Null when new in the ranking. */
  rankChange: z.number().int().nullable(),
});

export const getSearchRank = defineEndpoint({
  method: 'GET',
  path: '/api/v1/search/rank',
  service: 'search',
  auth: 'none',
  summary: '인기 검색어 순위 (검색 기록 기준 상위 10개)',
  response: withToasts({
    keywords: z.array(rankedKeywordSchema).max(10),
    /** The end of the counted window (ISO 8601, UTC) and its length. */
    basedAt: z.string(),
    windowHours: z.number().int().min(1),
  }),
});

export const getSearchRecommendation = defineEndpoint({
  method: 'GET',
  path: '/api/v1/search/recommendation',
  service: 'search',
  auth: 'none',
  summary: '추천 상품 (검색 결과가 없을 때)',
  query: z.object({
    /** The keyword that found nothing; products close to it come first. */
    keyword: keywordParam.optional(),
    size: queryInt(1, 40).default(10),
  }),
  response: withToasts({
    title: z.string(),
    products: z.array(productSummarySchema),
  }),
});

export const recommendKeywordReasons = ['SEASON', 'POPULAR'] as const;

export const getRecommendKeywords = defineEndpoint({
  method: 'GET',
  path: '/api/v1/search/recommend-keyword',
  service: 'search',
  auth: 'none',
  summary: '추천 검색어 (제철·인기)',
  response: withToasts({
    keywords: z.array(z.object({ keyword: z.string(), reason: z.enum(recommendKeywordReasons) })).max(10),
  }),
});

export const highlightSchema = z.object({
  /** UTF-16 code-unit offset into `text` (what String.prototype.slice counts). */
  start: z.number().int().min(0),
  length: z.number().int().min(1),
});

export const suggestionKinds = ['KEYWORD', 'PRODUCT'] as const;

export const autoKeywordQuery = z.object({ keyword: keywordParam });

export const getAutoKeywords = defineEndpoint({
  method: 'GET',
  path: '/api/v2/auto-keyword',
  service: 'search',
  auth: 'none',
  summary: '검색어 자동완성 (초성·자모 접두 일치)',
  query: autoKeywordQuery,
  response: withToasts({
    keyword: z.string(),
    suggestions: z
      .array(
        z.object({
          text: z.string(),
          /** KEYWORD: a word or category to search for; PRODUCT: a product name. */
          kind: z.enum(suggestionKinds),
          /** The part of `text` the keyword matched, for bolding. */
          highlights: z.array(highlightSchema),
        }),
      )
      .max(10),
  }),
});

export const storeResultSchema = z.object({
  storeId: z.number().int(),
  name: z.string(),
  description: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  likeCount: z.number().int().min(0),
  productCount: z.number().int().min(0),
});
export type StoreResult = z.infer<typeof storeResultSchema>;

export const searchStores = defineEndpoint({
  method: 'GET',
  path: '/api/v1/search/store',
  service: 'search',
  auth: 'none',
  summary: '상점 검색 (상점 이름·지역)',
  query: z.object({ keyword: keywordParam, ...pageQuery }),
  response: withToasts({
    keyword: z.string(),
    stores: z.array(storeResultSchema),
    pageInfo: pageInfoSchema,
  }),
});
