import { z } from 'zod';
import { dealDetailSchema, productSummarySchema } from './display.ts';
import { defineEndpoint, digitId, instant } from './endpoint.ts';
import { eventDetailSchema, periodDetailSchema } from './exhibition.ts';

/**
 * Admin previews: unpublished deals, periods, events and notices, shown only with a signed, expiring
 * token (server/modules/preview).
 */

/** How long an admin preview link stays valid unless the admin asks for another lifetime. */
export const PREVIEW_TOKEN_DEFAULT_TTL_SECONDS = 60 * 60;

/** The message of every refused preview (missing, forged, expired or for other content). */
export const PREVIEW_FORBIDDEN_MESSAGE = '권한이 없습니다.';

export const previewKinds = ['deal', 'period', 'event', 'notice'] as const;
export type PreviewKind = (typeof previewKinds)[number];

/** The SPA route of each preview kind (spec section 2); the preview link opens it with `?token=`. */
export const previewRoutes = {
  deal: '/admin-deal',
  period: '/admin-period',
  event: '/admin-event',
  notice: '/admin-notice',
} as const satisfies Record<PreviewKind, string>;

export const previewNoticeSchema = z.object({
  noticeId: z.number().int(),
  title: z.string(),
  /** Sanitise with DOMPurify before rendering. */
  bodyHtml: z.string(),
  published: z.boolean(),
  createdAt: instant,
});

const previewMeta = { published: z.boolean(), serverTime: instant, expiresAt: instant };

export const previewResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('deal'), deal: dealDetailSchema, ...previewMeta }),
  z.object({
    kind: z.literal('period'),
    period: periodDetailSchema,
    products: z.array(productSummarySchema),
    ...previewMeta,
  }),
  z.object({ kind: z.literal('event'), event: eventDetailSchema, ...previewMeta }),
  z.object({ kind: z.literal('notice'), notice: previewNoticeSchema, ...previewMeta }),
]);
export type PreviewResponse = z.infer<typeof previewResponseSchema>;

export const getPreview = defineEndpoint({
  method: 'GET',
  path: '/api/v1/display/preview/:kind/:id',
  service: 'display',
  auth: 'none',
  summary: '관리자 미리보기: 서버가 서명한 만료 토큰이 있을 때만 비공개 콘텐츠 (없으면 403 권한이 없습니다)',
  params: z.object({ kind: z.enum(previewKinds), id: digitId }),
  // Optional on purpose: a missing token is a refused preview (403), not a malformed request.
  query: z.object({ token: z.string().max(2000).optional() }),
  response: previewResponseSchema,
});
