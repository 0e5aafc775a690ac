// Generated from contract/*.ts by src/api/contract-mirror.codegen.ts (run by vite.config.ts). Do not edit.
// biome-ignore-all format: generated file
// biome-ignore-all lint: generated file
import type * as myPageContract from '#contract/my-page.ts';
import type { EndpointRef } from '../endpoint-ref.ts';

export const MY_PAGE_SHORTCUTS = {"orders":{"label":"주문 내역","path":"/myshop/order/list.html"},"coupons":{"label":"쿠폰","path":"/myshop/coupon/coupon.html"},"addresses":{"label":"배송지 관리","path":"/myshop/addr/list.html"},"reviews":{"label":"나의 리뷰","path":"/myshop/board_list.html"},"wishList":{"label":"관심 상품","path":"/my-page/likes","inApp":true},"productAlerts":{"label":"재입고·오픈 알림","path":"/my-page/alerts","inApp":true},"recentlyViewed":{"label":"최근 본 상품","path":"/product/recent_view_product.html"},"pointsHistory":{"label":"적립금 내역","path":"/myshop/mileage/historyList.html"}} as unknown as typeof myPageContract.MY_PAGE_SHORTCUTS;
export const getFrequentlyPurchasedProducts = {"module":"my-page","name":"getFrequentlyPurchasedProducts","method":"GET","path":"/api/v1/user/frequently-purchased-products","service":"user","auth":"member"} as EndpointRef<typeof myPageContract.getFrequentlyPurchasedProducts>;
export const getMyInfo = {"module":"my-page","name":"getMyInfo","method":"GET","path":"/api/v1/user/myinfo","service":"user","auth":"member"} as EndpointRef<typeof myPageContract.getMyInfo>;
export const getMyPage = {"module":"my-page","name":"getMyPage","method":"GET","path":"/api/v1/user/mypage","service":"user","auth":"member"} as EndpointRef<typeof myPageContract.getMyPage>;
