import { z } from 'zod';
import { defineEndpoint, instant, MAX_ID, withToasts } from './endpoint.ts';

/**
 * Alerts a shopper asks for (docs/product-alerts.md), served by server/modules/product-alerts:
 * 재입고 알림 on a sold-out product and 오픈 알림 on an upcoming deal, each live for 30 days, at most 50
 * live per member; the member's list with cancel. And the shop's webhook that reports stock and price
 * changes (signed; the development shop sends it too).
 */

export const PRODUCT_ALERT_LIMITS = {
  /** Live requests per member (restock and opening together). */
  livePerMember: 50,
  /** A request lasts this long; then it quietly ends. */
  days: 30,
  /** Products one webhook call may report. */
  webhookProductsMax: 100,
  /** How far the webhook's timestamp may be from our clock (replays outside it are refused). */
  webhookSkewSeconds: 300,
} as const;

export const ALERT_KINDS = ['restock', 'opening'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

const targetId = z.number().int().min(1).max(MAX_ID);

export const setRestockAlert = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/user/alerts/restock',
  service: 'user',
  auth: 'member',
  summary: '재입고 알림 신청·취소 (품절 상품만; 같은 요청을 다시 보내도 한 번)',
  body: z.object({ productNo: targetId, subscribe: z.boolean() }),
  response: withToasts({
    productNo: z.number().int(),
    subscribed: z.boolean(),
    expiresAt: instant.nullable(),
    liveCount: z.number().int().min(0),
  }),
});

export const setOpeningAlert = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/user/alerts/opening',
  service: 'user',
  auth: 'member',
  summary: '딜 오픈 알림 신청·취소 (시작 전 딜만; 같은 요청을 다시 보내도 한 번)',
  body: z.object({ dealId: targetId, subscribe: z.boolean() }),
  response: withToasts({
    dealId: z.number().int(),
    subscribed: z.boolean(),
    expiresAt: instant.nullable(),
    liveCount: z.number().int().min(0),
  }),
});

export const productAlertSchema = z.object({
  kind: z.enum(ALERT_KINDS),
  /** The product number (restock) or the deal id (opening). */
  targetId: z.number().int(),
  /** The product's or deal's name. */
  title: z.string(),
  /** Where it opens: the shop's product page, or /deal/:id. */
  link: z.string(),
  createdAt: instant,
  expiresAt: instant,
});
export type ProductAlert = z.infer<typeof productAlertSchema>;

export const getProductAlerts = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/alerts',
  service: 'user',
  auth: 'member',
  summary: '신청한 재입고·오픈 알림 목록 (최근 신청 순, 살아 있는 것만)',
  response: withToasts({
    alerts: z.array(productAlertSchema),
    limit: z.number().int(),
  }),
});

/** Comma-separated ids, at most 100. */
const idList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, '번호 목록 형식이 올바르지 않습니다.')
  .transform((value) => [...new Set(value.split(',').map(Number))].filter((id) => id <= MAX_ID));

export const checkProductAlerts = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/alerts/check',
  service: 'user',
  auth: 'member',
  summary: '이 상품·딜에 알림을 신청했는지',
  query: z.object({ productNos: idList.optional(), dealIds: idList.optional() }),
  response: withToasts({
    productNos: z.array(z.number().int()),
    dealIds: z.array(z.number().int()),
  }),
});

/** One product as the shop reports it: only the fields that changed need be sent. */
export const shopProductChangeSchema = z
  .object({
    productNo: targetId,
    soldOut: z.boolean().optional(),
    salePrice: z.number().int().min(0).max(100_000_000).optional(),
    regularPrice: z.number().int().min(0).max(100_000_000).optional(),
  })
  .strict();

export const shopProductWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/v1/shop/webhook/products',
  service: 'display',
  auth: 'none',
  summary:
    '쇼핑몰의 재고·가격 변경 알림 (X-Shop-Timestamp, X-Shop-Signature: sha256=HMAC(비밀, "시각.본문"))',
  body: z
    .object({
      products: z.array(shopProductChangeSchema).min(1).max(PRODUCT_ALERT_LIMITS.webhookProductsMax),
    })
    .strict(),
  response: z.object({
    results: z.array(
      z.object({ productNo: z.number().int(), status: z.enum(['updated', 'unchanged', 'unknown']) }),
    ),
  }),
});
