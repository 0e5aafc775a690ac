import { z } from 'zod';
import {
  bodyId,
  boundedText,
  cursorQuery,
  deleteAnswer,
  likeAnswer,
  likeBody,
  postParams,
  qnaStateSchema,
  replyParams,
  replySchema,
} from './community.ts';
import { defineEndpoint, withToasts } from './endpoint.ts';
import { COMMUNITY_LIMITS } from './rules/community-rules.ts';

/**
 * The community's replies and answers (server/modules/community/replies): lists, writing, likes and
 * accepting an answer. The shared shapes and the refusal codes are in community.ts.
 */

const BASE = '/api/v1/community';

export const replyBody = z.object({
  body: boundedText(COMMUNITY_LIMITS.replyMax),
  /** A reply to a reply; replies nest one level, so the parent must be a top-level reply. */
  parentReplyId: bodyId.optional(),
  /**
   * The reply answered, whose author is notified: the parent itself or a visible reply in the parent's
   * thread (answering a nested reply still nests under its top-level parent). Without it the parent is
   * the one answered; with it but without `parentReplyId`, or outside that thread, code 12.
   */
  answeredReplyId: bodyId.optional(),
});

const replyListAnswer = withToasts({
  replies: z.array(replySchema),
  nextCursor: z.string().nullable(),
  totalCount: z.number().int().min(0),
});

// ------------------------------------------------------------------ replies

export const listDashboardReplies = defineEndpoint({
  method: 'GET',
  path: `${BASE}/dashboard/:id/reply`,
  service: 'community',
  auth: 'optional',
  summary: '오늘의 식탁·투표 댓글 목록 (오래된 순, 답글 포함)',
  params: postParams,
  query: z.object({ ...cursorQuery }),
  response: replyListAnswer,
});

export const createDashboardReply = defineEndpoint({
  method: 'POST',
  path: `${BASE}/dashboard/:id/reply`,
  service: 'community',
  auth: 'member',
  summary: '오늘의 식탁·투표 댓글 쓰기',
  params: postParams,
  body: replyBody,
  response: withToasts({ reply: replySchema }),
});

export const updateDashboardReply = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/dashboard/:id/reply/:replyId`,
  service: 'community',
  auth: 'member',
  summary: '오늘의 식탁·투표 댓글 수정 (작성자만)',
  params: replyParams,
  body: z.object({ body: boundedText(COMMUNITY_LIMITS.replyMax) }),
  response: withToasts({ reply: replySchema }),
});

export const deleteDashboardReply = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/dashboard/:id/reply/:replyId`,
  service: 'community',
  auth: 'member',
  summary: '오늘의 식탁·투표 댓글 삭제 (작성자만)',
  params: replyParams,
  response: deleteAnswer,
});

export const likeDashboardReply = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/dashboard/:id/reply/:replyId/like`,
  service: 'community',
  auth: 'member',
  summary: '오늘의 식탁·투표 댓글 좋아요 설정',
  params: replyParams,
  body: likeBody,
  response: likeAnswer,
});

export const listQnaReplies = defineEndpoint({
  method: 'GET',
  path: `${BASE}/qna/:id/reply`,
  service: 'community',
  auth: 'optional',
  summary: '질문 답변 목록 (채택된 답변이 먼저)',
  params: postParams,
  query: z.object({ ...cursorQuery }),
  response: replyListAnswer,
});

export const createQnaReply = defineEndpoint({
  method: 'POST',
  path: `${BASE}/qna/:id/reply`,
  service: 'community',
  auth: 'member',
  summary: '답변 쓰기',
  params: postParams,
  body: replyBody,
  response: withToasts({ reply: replySchema }),
});

export const updateQnaReply = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/qna/:id/reply/:replyId`,
  service: 'community',
  auth: 'member',
  summary: '답변 수정 (작성자만)',
  params: replyParams,
  body: z.object({ body: boundedText(COMMUNITY_LIMITS.replyMax) }),
  response: withToasts({ reply: replySchema }),
});

export const deleteQnaReply = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/qna/:id/reply/:replyId`,
  service: 'community',
  auth: 'member',
  summary: '답변 삭제 (작성자만; 채택된 답변이면 질문은 다시 미해결)',
  params: replyParams,
  response: deleteAnswer,
});

export const likeQnaReply = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/qna/:id/reply/:replyId/like`,
  service: 'community',
  auth: 'member',
  summary: '답변 좋아요 설정',
  params: replyParams,
  body: likeBody,
  response: likeAnswer,
});

export const acceptQnaReply = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/qna/:id/accept/:replyId`,
  service: 'community',
  auth: 'member',
  summary: '답변 채택 (질문자만; 다른 답변으로 바꿀 수 있음)',
  params: replyParams,
  response: withToasts({ qna: qnaStateSchema }),
});
