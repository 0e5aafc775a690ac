// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as accountContract from '../../contract/account.ts';
import type * as authContract from '../../contract/auth.ts';
import type * as browseContract from '../../contract/browse.ts';
import type * as displayContract from '../../contract/display.ts';
import type * as endpointContract from '../../contract/endpoint.ts';
import type * as runtimeConfigContract from '../../contract/runtime-config.ts';
import type * as searchContract from '../../contract/search.ts';
import type { EndpointRef } from './endpoint-ref.ts';

// contract/account.ts
export const agreeTermsChange = {"module":"account","name":"agreeTermsChange","method":"POST","path":"/api/v2/user/terms-change","service":"account","auth":"member"} as EndpointRef<typeof accountContract.agreeTermsChange>;
export const getAppProfile = {"module":"account","name":"getAppProfile","method":"GET","path":"/api/v2/app/profile","service":"account","auth":"optional"} as EndpointRef<typeof accountContract.getAppProfile>;
export const getAppSettings = {"module":"account","name":"getAppSettings","method":"GET","path":"/api/v1/app/settings","service":"account","auth":"optional"} as EndpointRef<typeof accountContract.getAppSettings>;
export const getUserProfile = {"module":"account","name":"getUserProfile","method":"GET","path":"/api/v2/user/profile","service":"account","auth":"member"} as EndpointRef<typeof accountContract.getUserProfile>;
export const getUserSettings = {"module":"account","name":"getUserSettings","method":"GET","path":"/api/v1/user/settings","service":"account","auth":"member"} as EndpointRef<typeof accountContract.getUserSettings>;
export const recordAppAccess = {"module":"account","name":"recordAppAccess","method":"POST","path":"/api/v1/app/access","service":"account","auth":"optional"} as EndpointRef<typeof accountContract.recordAppAccess>;
export const updateAppPush = {"module":"account","name":"updateAppPush","method":"PUT","path":"/api/v1/app/push","service":"account","auth":"optional"} as EndpointRef<typeof accountContract.updateAppPush>;
export const updateUserProfile = {"module":"account","name":"updateUserProfile","method":"PUT","path":"/api/v2/user/profile","service":"account","auth":"member"} as EndpointRef<typeof accountContract.updateUserProfile>;

// contract/auth.ts
export const AUTH_HEADER = {"authorization":"Authorization","accessToken":"accessToken","refreshToken":"refreshToken","deviceUuid":"deviceUuid","providerToken":"providerToken","clickKey":"clickKey"} as unknown as typeof authContract.AUTH_HEADER;
export const deleteToken = {"module":"auth","name":"deleteToken","method":"DELETE","path":"/api/v1/token/jwt","service":"auth","auth":"none"} as EndpointRef<typeof authContract.deleteToken>;
export const refreshToken = {"module":"auth","name":"refreshToken","method":"PUT","path":"/api/v1/token/jwt/refresh","service":"auth","auth":"none"} as EndpointRef<typeof authContract.refreshToken>;
export const socialSignIn = {"module":"auth","name":"socialSignIn","method":"POST","path":"/api/v2/auth/social/signin-and-up","service":"auth","auth":"none"} as EndpointRef<typeof authContract.socialSignIn>;
export const validateToken = {"module":"auth","name":"validateToken","method":"GET","path":"/api/v1/token/jwt/validation","service":"auth","auth":"member"} as EndpointRef<typeof authContract.validateToken>;

// contract/browse.ts
export const LIKE_LIMITS = {"product":200,"shop":50} as unknown as typeof browseContract.LIKE_LIMITS;
export const PREVIEW_FORBIDDEN_MESSAGE = "권한이 없습니다." as unknown as typeof browseContract.PREVIEW_FORBIDDEN_MESSAGE;
export const PREVIEW_TOKEN_DEFAULT_TTL_SECONDS = 3600 as unknown as typeof browseContract.PREVIEW_TOKEN_DEFAULT_TTL_SECONDS;
export const applyEvent = {"module":"browse","name":"applyEvent","method":"POST","path":"/api/v2/display/deal/event/apply","service":"display","auth":"member"} as EndpointRef<typeof browseContract.applyEvent>;
export const checkProductLikes = {"module":"browse","name":"checkProductLikes","method":"GET","path":"/api/v1/user/like/product/check","service":"user","auth":"member"} as EndpointRef<typeof browseContract.checkProductLikes>;
export const checkShopLike = {"module":"browse","name":"checkShopLike","method":"GET","path":"/api/v1/user/like/shop/check","service":"user","auth":"member"} as EndpointRef<typeof browseContract.checkShopLike>;
export const getBestRank = {"module":"browse","name":"getBestRank","method":"GET","path":"/api/v1/display/best/rank","service":"display","auth":"none"} as EndpointRef<typeof browseContract.getBestRank>;
export const getCategoryProducts = {"module":"browse","name":"getCategoryProducts","method":"GET","path":"/api/v1/display/web/category/product","service":"display","auth":"none"} as EndpointRef<typeof browseContract.getCategoryProducts>;
export const getCategoryTree = {"module":"browse","name":"getCategoryTree","method":"GET","path":"/api/v1/display/web/category","service":"display","auth":"none"} as EndpointRef<typeof browseContract.getCategoryTree>;
export const getCustomEvent = {"module":"browse","name":"getCustomEvent","method":"GET","path":"/api/v2/display/deal/custom-event","service":"display","auth":"none"} as EndpointRef<typeof browseContract.getCustomEvent>;
export const getEventApplyStatus = {"module":"browse","name":"getEventApplyStatus","method":"GET","path":"/api/v2/display/deal/event/apply","service":"display","auth":"member"} as EndpointRef<typeof browseContract.getEventApplyStatus>;
export const getHomeBest = {"module":"browse","name":"getHomeBest","method":"GET","path":"/api/v1/display/home/best","service":"display","auth":"none"} as EndpointRef<typeof browseContract.getHomeBest>;
export const getHomeLocal = {"module":"browse","name":"getHomeLocal","method":"GET","path":"/api/v1/display/home/local","service":"display","auth":"none"} as EndpointRef<typeof browseContract.getHomeLocal>;
export const getHomeSeason = {"module":"browse","name":"getHomeSeason","method":"GET","path":"/api/v1/display/home/season","service":"display","auth":"none"} as EndpointRef<typeof browseContract.getHomeSeason>;
export const getHomeShop = {"module":"browse","name":"getHomeShop","method":"GET","path":"/api/v1/display/home/shop","service":"display","auth":"none"} as EndpointRef<typeof browseContract.getHomeShop>;
export const getLikedProducts = {"module":"browse","name":"getLikedProducts","method":"GET","path":"/api/v1/user/like/product","service":"user","auth":"member"} as EndpointRef<typeof browseContract.getLikedProducts>;
export const getLikedShops = {"module":"browse","name":"getLikedShops","method":"GET","path":"/api/v1/user/like/shop","service":"user","auth":"member"} as EndpointRef<typeof browseContract.getLikedShops>;
export const getLocalRegions = {"module":"browse","name":"getLocalRegions","method":"GET","path":"/api/v2/display/local","service":"display","auth":"none"} as EndpointRef<typeof browseContract.getLocalRegions>;
export const getLocalStore = {"module":"browse","name":"getLocalStore","method":"GET","path":"/api/v2/display/local/:localCode/store/:shopId","service":"display","auth":"none"} as EndpointRef<typeof browseContract.getLocalStore>;
export const getLocalStores = {"module":"browse","name":"getLocalStores","method":"GET","path":"/api/v2/display/local/:localCode","service":"display","auth":"none"} as EndpointRef<typeof browseContract.getLocalStores>;
export const getPeriodDetail = {"module":"browse","name":"getPeriodDetail","method":"GET","path":"/api/v2/display/deal/period/detail","service":"display","auth":"none"} as EndpointRef<typeof browseContract.getPeriodDetail>;
export const getPeriods = {"module":"browse","name":"getPeriods","method":"GET","path":"/api/v2/display/deal/period","service":"display","auth":"none"} as EndpointRef<typeof browseContract.getPeriods>;
export const getPreview = {"module":"browse","name":"getPreview","method":"GET","path":"/api/v1/display/preview/:kind/:id","service":"display","auth":"none"} as EndpointRef<typeof browseContract.getPreview>;
export const getSeasonDelicacy = {"module":"browse","name":"getSeasonDelicacy","method":"GET","path":"/api/v1/display/season/delicacy","service":"display","auth":"none"} as EndpointRef<typeof browseContract.getSeasonDelicacy>;
export const getSeasonRecommendation = {"module":"browse","name":"getSeasonRecommendation","method":"GET","path":"/api/v1/display/season/recommendation","service":"display","auth":"none"} as EndpointRef<typeof browseContract.getSeasonRecommendation>;
export const getShortLink = {"module":"browse","name":"getShortLink","method":"GET","path":"/api/v1/display/web/shortlink","service":"display","auth":"none"} as EndpointRef<typeof browseContract.getShortLink>;
export const likeProduct = {"module":"browse","name":"likeProduct","method":"PUT","path":"/api/v1/user/like/product","service":"user","auth":"member"} as EndpointRef<typeof browseContract.likeProduct>;
export const likeShop = {"module":"browse","name":"likeShop","method":"PUT","path":"/api/v1/user/like/shop","service":"user","auth":"member"} as EndpointRef<typeof browseContract.likeShop>;
export const previewKinds = ["deal","period","event","notice"] as unknown as typeof browseContract.previewKinds;
export const previewRoutes = {"deal":"/admin-deal","period":"/admin-period","event":"/admin-event","notice":"/admin-notice"} as unknown as typeof browseContract.previewRoutes;
export const seasonKindCodes = ["RECOMMENDATION","OCCASION"] as unknown as typeof browseContract.seasonKindCodes;

// contract/display.ts
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
export const rankPeriodCodes = ["DAILY","WEEKLY","MONTHLY"] as unknown as typeof displayContract.rankPeriodCodes;
export const rankPeriodNames = {"DAILY":"일간","WEEKLY":"주간","MONTHLY":"월간"} as unknown as typeof displayContract.rankPeriodNames;
export const searchSortCodes = ["ACCURACY","POPULAR","PRICE_LOW","PRICE_HIGH","NEW"] as unknown as typeof displayContract.searchSortCodes;
export const searchSortNames = {"ACCURACY":"정확도순","POPULAR":"인기순","PRICE_LOW":"낮은가격순","PRICE_HIGH":"높은가격순","NEW":"신상품순"} as unknown as typeof displayContract.searchSortNames;

// contract/endpoint.ts
export const serviceNames = ["display","account","search","community","user","notice","alarm","auth"] as unknown as typeof endpointContract.serviceNames;

// contract/runtime-config.ts
export const defaultRuntimeConfig = {"api":{"display":"","account":"","search":""},"shopBaseUrl":"https://shop.jecheol.kr","shopLoginUrl":"/login","signIn":{"naver":{"authorizeUrl":"/dev-idp/naver/oauth2.0/authorize","clientId":"jecheol-dev-naver"},"apple":{"authorizeUrl":"/dev-idp/apple/auth/authorize","clientId":"kr.jecheol.web"}}} as unknown as typeof runtimeConfigContract.defaultRuntimeConfig;
export const defaultSignInConfig = {"naver":{"authorizeUrl":"/dev-idp/naver/oauth2.0/authorize","clientId":"jecheol-dev-naver"},"apple":{"authorizeUrl":"/dev-idp/apple/auth/authorize","clientId":"kr.jecheol.web"}} as unknown as typeof runtimeConfigContract.defaultSignInConfig;

// contract/search.ts
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
