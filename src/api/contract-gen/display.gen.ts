// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as displayContract from '#contract/display.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const bannerPositions = ["home"] as unknown as typeof displayContract.bannerPositions;
export const communitySortCodes = ["POPULAR","NEW"] as unknown as typeof displayContract.communitySortCodes;
export const communitySortNames = {"POPULAR":"인기순","NEW":"최신순"} as unknown as typeof displayContract.communitySortNames;
export const dealSortCodes = ["RECOMMEND","ENDING_SOON","DISCOUNT","PRICE_LOW","POPULAR"] as unknown as typeof displayContract.dealSortCodes;
export const dealSortNames = {"RECOMMEND":"추천순","ENDING_SOON":"마감임박순","DISCOUNT":"할인율순","PRICE_LOW":"낮은가격순","POPULAR":"인기순"} as unknown as typeof displayContract.dealSortNames;
export const defaultFilterCodes = {"sortFilterList":"RECOMMEND","searchSortFilterList":"ACCURACY","periodSortFilterList":"DAILY","discountRateFilterList":"ALL","communitySortFilterList":"POPULAR"} as unknown as typeof displayContract.defaultFilterCodes;
export const discountRateCodes = ["ALL","OVER_10","OVER_30","OVER_50"] as unknown as typeof displayContract.discountRateCodes;
export const discountRateMinimum = {"ALL":0,"OVER_10":10,"OVER_30":30,"OVER_50":50} as unknown as typeof displayContract.discountRateMinimum;
export const discountRateNames = {"ALL":"전체","OVER_10":"10% 이상","OVER_30":"30% 이상","OVER_50":"50% 이상"} as unknown as typeof displayContract.discountRateNames;
export const getBanners = {"module":"display","name":"getBanners","method":"GET","path":"/api/v2/display/banner","service":"display","auth":"none"} as EndpointRef<typeof displayContract.getBanners>;
export const getDealDetail = {"module":"display","name":"getDealDetail","method":"GET","path":"/api/v1/display/deal/:dealId","service":"display","auth":"none"} as EndpointRef<typeof displayContract.getDealDetail>;
export const getHomeDeals = {"module":"display","name":"getHomeDeals","method":"GET","path":"/api/v1/display/deal/recommendation","service":"display","auth":"none"} as EndpointRef<typeof displayContract.getHomeDeals>;
export const getWebProfile = {"module":"display","name":"getWebProfile","method":"GET","path":"/api/v1/display/web/profile","service":"display","auth":"none"} as EndpointRef<typeof displayContract.getWebProfile>;
export const productListSortNames = {"ACCURACY":"추천순","POPULAR":"인기순","PRICE_LOW":"낮은가격순","PRICE_HIGH":"높은가격순","NEW":"신상품순"} as unknown as typeof displayContract.productListSortNames;
export const rankPeriodCodes = ["DAILY","WEEKLY","MONTHLY"] as unknown as typeof displayContract.rankPeriodCodes;
export const rankPeriodNames = {"DAILY":"일간","WEEKLY":"주간","MONTHLY":"월간"} as unknown as typeof displayContract.rankPeriodNames;
export const searchSortCodes = ["ACCURACY","POPULAR","PRICE_LOW","PRICE_HIGH","NEW"] as unknown as typeof displayContract.searchSortCodes;
export const searchSortNames = {"ACCURACY":"정확도순","POPULAR":"인기순","PRICE_LOW":"낮은가격순","PRICE_HIGH":"높은가격순","NEW":"신상품순"} as unknown as typeof displayContract.searchSortNames;
