import { z } from 'zod';
import { defineEndpoint, digitId, instant, pageInfoSchema, pageQuery } from './endpoint.ts';

/**
 * Notices (공지사항), served by server/modules/notice and published by operators with
 * `npm run admin -- notice add|edit|pin|unpublish` (docs/notices.md).
 *
 * The spec names two paths, /api/v1/notice/view and /api/v1/notice/last. `view` is the paged list and
 * `view/:noticeId` one notice: a separate path rather than an optional `noticeId` query, so each call
 * has one response shape and a malformed id is refused by the path's own rule (digits only). Only
 * published notices are served; an unknown or unpublished id answers 404 NO_DATA (code 8).
 */

export const noticeSummarySchema = z.object({
  noticeId: z.number().int(),
  title: z.string(),
  /** Plain text (no HTML): the list's second line. */
  summary: z.string(),
  /** An image for link previews; null when the notice has none. */
  imageUrl: z.string().nullable(),
  /** Pinned notices list before the others. */
  pinned: z.boolean(),
  /** When it was published. */
  createdAt: instant,
  /** When an operator last edited it; null if never. */
  updatedAt: instant.nullable(),
});
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;

export const noticeDetailSchema = noticeSummarySchema.extend({
  /** Operator-written HTML: sanitise with DOMPurify (src/platform/sanitize-html.ts) before rendering. */
  bodyHtml: z.string(),
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

export const getNoticeList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/notice/view',
  service: 'notice',
  auth: 'none',
  summary: '공지사항 목록: 고정 공지 먼저, 그다음 최신순 (공개된 공지만)',
  query: z.object({ ...pageQuery }),
  response: z.object({ notices: z.array(noticeSummarySchema), pageInfo: pageInfoSchema }),
});

export const getNoticeDetail = defineEndpoint({
  method: 'GET',
  path: '/api/v1/notice/view/:noticeId',
  service: 'notice',
  auth: 'none',
  summary: '공지사항 상세 (없거나 공개되지 않은 공지는 404 NO_DATA)',
  params: z.object({ noticeId: digitId }),
  response: z.object({ notice: noticeDetailSchema }),
});

export const getLastNotice = defineEndpoint({
  method: 'GET',
  path: '/api/v1/notice/last',
  service: 'notice',
  auth: 'none',
  summary: '가장 최근에 게시된 공지 (마이페이지 한 줄 안내; 고정 여부와 무관, 없으면 null)',
  response: z.object({ notice: noticeSummarySchema.nullable() }),
});
