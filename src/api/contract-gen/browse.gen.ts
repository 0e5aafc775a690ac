// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as browseContract from '../../../contract/browse.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

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
