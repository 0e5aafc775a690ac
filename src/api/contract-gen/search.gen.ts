// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as searchContract from '#contract/search.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const CORRECTION_NOTICE = "이 검색어로 찾았어요" as unknown as typeof searchContract.CORRECTION_NOTICE;
export const RECOMMENDATION_TITLE = "이런 상품은 어떠세요?" as unknown as typeof searchContract.RECOMMENDATION_TITLE;
export const SEARCH_PRICE_MAX = 100000000 as unknown as typeof searchContract.SEARCH_PRICE_MAX;
export const getAutoKeywords = {"module":"search","name":"getAutoKeywords","method":"GET","path":"/api/v2/auto-keyword","service":"search","auth":"none"} as EndpointRef<typeof searchContract.getAutoKeywords>;
export const getRecommendKeywords = {"module":"search","name":"getRecommendKeywords","method":"GET","path":"/api/v1/search/recommend-keyword","service":"search","auth":"none"} as EndpointRef<typeof searchContract.getRecommendKeywords>;
export const getSearchRank = {"module":"search","name":"getSearchRank","method":"GET","path":"/api/v1/search/rank","service":"search","auth":"none"} as EndpointRef<typeof searchContract.getSearchRank>;
export const getSearchRecommendation = {"module":"search","name":"getSearchRecommendation","method":"GET","path":"/api/v1/search/recommendation","service":"search","auth":"none"} as EndpointRef<typeof searchContract.getSearchRecommendation>;
export const recommendKeywordReasons = ["SEASON","POPULAR"] as unknown as typeof searchContract.recommendKeywordReasons;
export const searchProducts = {"module":"search","name":"searchProducts","method":"GET","path":"/api/v1/search","service":"search","auth":"none"} as EndpointRef<typeof searchContract.searchProducts>;
export const searchStores = {"module":"search","name":"searchStores","method":"GET","path":"/api/v1/search/store","service":"search","auth":"none"} as EndpointRef<typeof searchContract.searchStores>;
export const suggestionKinds = ["KEYWORD","PRODUCT"] as unknown as typeof searchContract.suggestionKinds;
