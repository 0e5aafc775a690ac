import { z } from 'zod';
import { genderSchema } from './account.ts';
import { banStatusSchema, channelTypeSchema } from './auth.ts';
import { productSummarySchema } from './display.ts';
import { defineEndpoint, instant, pageInfoSchema, pageQuery, withToasts } from './endpoint.ts';
import { pointSummarySchema } from './point.ts';

/**
 * My page (server/modules/my-page): the member's summary screen, the profile fields sign-in gave
 * us, and the products the member buys most (from the shop's orders, server/modules/order).
 */

/**
 * My page's shortcuts: pages of the shop site (Cafe24), which the server puts under SHOP_BASE_URL
 * (docs/dev-shop.md), and, marked `inApp`, screens of this app served as they are. 관심 상품 is the
 * member's own list of liked products (/my-page/likes): the shop's wish list never hears of our likes.
 */
export const MY_PAGE_SHORTCUTS = {
  orders: { label: '주문 내역', path: '/myshop/order/list.html' },
  coupons: { label: '쿠폰', path: '/myshop/coupon/coupon.html' },
  addresses: { label: '배송지 관리', path: '/myshop/addr/list.html' },
  reviews: { label: '나의 리뷰', path: '/myshop/board_list.html' },
  wishList: { label: '관심 상품', path: '/my-page/likes', inApp: true },
  productAlerts: { label: '재입고·오픈 알림', path: '/my-page/alerts', inApp: true },
  recentlyViewed: { label: '최근 본 상품', path: '/product/recent_view_product.html' },
  pointsHistory: { label: '적립금 내역', path: '/myshop/mileage/historyList.html' },
} as const;
export type MyPageShortcutKey = keyof typeof MY_PAGE_SHORTCUTS;
export const myPageShortcutKeySchema = z.enum(
  Object.keys(MY_PAGE_SHORTCUTS) as [MyPageShortcutKey, ...MyPageShortcutKey[]],
);

export const myPageSchema = withToasts({
  nickName: z.string(),
  banStatus: banStatusSchema,
  /** Stars and level, exactly as GET /api/v2/user/point/summary answers them. */
  points: pointSummarySchema,
  /** The member's community activity (posts, replies and clippings not deleted) and likes. */
  activity: z.object({
    posts: z.number().int().min(0),
    replies: z.number().int().min(0),
    clippings: z.number().int().min(0),
    likedProducts: z.number().int().min(0),
    likedShops: z.number().int().min(0),
  }),
  shortcuts: z.array(z.object({ key: myPageShortcutKeySchema, label: z.string(), url: z.string() })),
});
export type MyPage = z.infer<typeof myPageSchema>;

export const getMyPage = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/mypage',
  service: 'user',
  auth: 'member',
  summary: '마이페이지: 닉네임, 등급과 진행률, 별 잔액과 소멸 예정, 활동 수, 쇼핑몰 바로가기',
  response: myPageSchema,
});

export const myInfoSchema = withToasts({
  nickName: z.string(),
  /** null: the provider did not share one (Apple may hide it behind a relay address, which is kept). */
  email: z.string().nullable(),
  name: z.string().nullable(),
  gender: genderSchema.nullable(),
  birthYear: z.number().int().nullable(),
  /** `010-XXXX-XXXX`, or null when none is known. */
  cellphone: z.string().nullable(),
  channelType: channelTypeSchema,
  signUpDt: instant,
  /** When the nickname was last changed through my-info (null: never). */
  nickNameChangedDt: instant.nullable(),
  /** null: the nickname may be changed now; else the first instant a change is allowed. */
  nextNickNameChangeDt: instant.nullable(),
});
export type MyInfo = z.infer<typeof myInfoSchema>;

export const getMyInfo = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/myinfo',
  service: 'user',
  auth: 'member',
  summary: '내 정보: 닉네임, 소셜 로그인이 준 프로필, 휴대전화번호, 닉네임 변경 가능일',
  response: myInfoSchema,
});

export const frequentlyPurchasedProductSchema = productSummarySchema.extend({
  /** In how many orders (not cancelled or returned) the member bought it. */
  orderCount: z.number().int().min(1),
  /** Units bought over those orders. */
  totalQuantity: z.number().int().min(1),
  lastPurchasedDt: instant,
});

export const getFrequentlyPurchasedProducts = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/frequently-purchased-products',
  service: 'user',
  auth: 'member',
  summary: '자주 구매한 상품 (쇼핑몰 주문 기준: 주문 횟수, 수량, 최근 구매 순)',
  query: z.object({ ...pageQuery }),
  response: withToasts({
    products: z.array(frequentlyPurchasedProductSchema),
    pageInfo: pageInfoSchema,
  }),
});
