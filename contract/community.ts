import { z } from 'zod';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_PHOTO_TYPES,
  COMMUNITY_TYPES,
  isBoardDate,
  REPORT_REASONS,
  type ReportReason,
} from './community-rules.ts';
import { defineEndpoint, digitId, instant, MAX_ID, queryInt, withToasts } from './endpoint.ts';

/**
 * The community (server/modules/community, src/features/community): 오늘의 식탁 posts, Q&A, votes,
 * replies, likes, clippings, reports, search and my activity. Paths are spec section 7's (base
 * /api/v1/community); the bodies are ours. The rules (limits, stars, popularity) are in
 * community-rules.ts, free of zod.
 *
 * - 'dashboard' and 'survey' posts are read, replied to and deleted through /dashboard/{id}; a vote is
 *   cast with PUT /survey/{id}/reply/{optionId}. Questions live under /qna. One id space for all posts:
 *   an id of another type answers 404 (code 8) on the wrong path.
 * - Likes and clippings set a state ({ isLike } / { isClipped }), never toggle, so a retry or a double tap
 *   changes nothing.
 * - Lists page by an opaque cursor (`nextCursor`, null at the end); a malformed cursor is code 12.
 * - Refusals: unknown id 8 (404); not the author 20 (403); closed vote, an answer already accepted by
 *   the rules, a second report 18 (409); a banned word 12 with the word in the message; too long or too
 *   many photos 13; anonymous writes 110 (401).
 */

const BASE = '/api/v1/community';

export const communityTypeSchema = z.enum(COMMUNITY_TYPES);
const bodyId = z.number().int().min(1).max(MAX_ID);

// ------------------------------------------------------------------ shared shapes

export const authorSchema = z.object({
  /** '탈퇴한 회원' for a withdrawn member; never a member number or e-mail. */
  nickname: z.string(),
  /** The author's level name (contract/point.ts LEVELS), null for a withdrawn member. */
  levelName: z.string().nullable(),
  isMine: z.boolean(),
});
export type Author = z.infer<typeof authorSchema>;

/** A re-encoded photo: `src` is the middle width, `srcSet` lists every width (WebP). */
export const communityPhotoSchema = z.object({
  photoId: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  src: z.string(),
  srcSet: z.string(),
});
export type CommunityPhoto = z.infer<typeof communityPhotoSchema>;

/** A product tagged on a post; `shopUrl` is the product's page on the shop. */
export const productTagSchema = z.object({
  productNo: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  shopUrl: z.string(),
});
export type ProductTag = z.infer<typeof productTagSchema>;

export const surveyOptionSchema = z.object({
  optionId: z.number().int(),
  text: z.string(),
  /** Null until results are visible (after the member votes, or after the vote closes). */
  voteCount: z.number().int().min(0).nullable(),
});

export const surveyStateSchema = z.object({
  closesAt: instant,
  isClosed: z.boolean(),
  options: z.array(surveyOptionSchema),
  totalVotes: z.number().int().min(0).nullable(),
  myOptionId: z.number().int().nullable(),
  resultsVisible: z.boolean(),
});
export type SurveyState = z.infer<typeof surveyStateSchema>;

export const qnaStateSchema = z.object({
  isResolved: z.boolean(),
  acceptedReplyId: z.number().int().nullable(),
});

export const postSummarySchema = z.object({
  postId: z.number().int(),
  type: communityTypeSchema,
  /** Questions and votes have a title; 오늘의 식탁 posts do not. */
  title: z.string().nullable(),
  /** The start of the body, plain text (the SPA renders it as text, never as HTML). */
  excerpt: z.string(),
  thumbnail: communityPhotoSchema.nullable(),
  photoCount: z.number().int().min(0),
  author: authorSchema,
  likeCount: z.number().int().min(0),
  clipCount: z.number().int().min(0),
  replyCount: z.number().int().min(0),
  viewCount: z.number().int().min(0),
  isLiked: z.boolean(),
  isClipped: z.boolean(),
  createdAt: instant,
  /** The Asia/Seoul date the post belongs to on the daily board. */
  boardDate: z.string(),
  qna: qnaStateSchema.nullable(),
  survey: surveyStateSchema.nullable(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const postDetailSchema = postSummarySchema.extend({
  body: z.string(),
  photos: z.array(communityPhotoSchema),
  productTags: z.array(productTagSchema),
  updatedAt: instant.nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

const replyBase = z.object({
  replyId: z.number().int(),
  postId: z.number().int(),
  parentReplyId: z.number().int().nullable(),
  /** DELETED_REPLY_TEXT or HIDDEN_CONTENT_TEXT (community-rules.ts) in place of a removed reply. */
  body: z.string(),
  isDeleted: z.boolean(),
  isHidden: z.boolean(),
  /** Null for a deleted reply. */
  author: authorSchema.nullable(),
  likeCount: z.number().int().min(0),
  isLiked: z.boolean(),
  isAccepted: z.boolean(),
  createdAt: instant,
  updatedAt: instant.nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export const replySchema = replyBase.extend({ replies: z.array(replyBase) });
export type ReplyItem = z.infer<typeof replyBase>;
export type Reply = z.infer<typeof replySchema>;

/** `cursor` (opaque, from `nextCursor`) and `size` of every infinite list. */
export const cursorQuery = {
  cursor: z.string().min(1).max(200).optional(),
  size: queryInt(1, COMMUNITY_LIMITS.pageSizeMax).default(COMMUNITY_LIMITS.pageSizeDefault),
};

const postListSchema = withToasts({
  posts: z.array(postSummarySchema),
  nextCursor: z.string().nullable(),
});
export type PostList = z.infer<typeof postListSchema>;

// ------------------------------------------------------------------ bodies

// Lengths are counted in code points by the server (code 13 with the limit in Korean); these caps only
// stop absurd bodies before they reach it.
const text = (max: number) => z.string().max(max * 2);

export const dashboardPostBody = z.object({
  body: text(COMMUNITY_LIMITS.bodyMax),
  /** Photos uploaded with POST /photo, in display order. */
  photoIds: z.array(bodyId).max(COMMUNITY_LIMITS.photosMax).default([]),
  productNos: z.array(bodyId).max(COMMUNITY_LIMITS.productTagsMax).default([]),
});

export const qnaPostBody = dashboardPostBody.extend({ title: text(COMMUNITY_LIMITS.titleMax) });

export const replyBody = z.object({
  body: text(COMMUNITY_LIMITS.replyMax),
  /** A reply to a reply; replies nest one level, so the parent must be a top-level reply. */
  parentReplyId: bodyId.optional(),
});

const likeBody = z.object({ isLike: z.boolean() });
const clipBody = z.object({ isClipped: z.boolean() });
const postParams = z.object({ id: digitId });
const replyParams = z.object({ id: digitId, replyId: digitId });

const likeAnswer = withToasts({ isLiked: z.boolean(), likeCount: z.number().int().min(0) });
const clipAnswer = withToasts({ isClipped: z.boolean(), clipCount: z.number().int().min(0) });
const deleteAnswer = withToasts({ deleted: z.literal(true) });
const replyListAnswer = withToasts({
  replies: z.array(replySchema),
  nextCursor: z.string().nullable(),
  totalCount: z.number().int().min(0),
});

// ------------------------------------------------------------------ lists

export const listPopularPosts = defineEndpoint({
  method: 'GET',
  path: `${BASE}/dashboard/list`,
  service: 'community',
  auth: 'optional',
  summary: '인기글 (최근 글의 좋아요·댓글·스크랩·조회 점수 순)',
  query: z.object({ type: communityTypeSchema.optional(), ...cursorQuery }),
  response: postListSchema,
});

export const boardDateParam = z.string().refine(isBoardDate, '날짜는 YYYY-MM-DD 형식이어야 합니다.');

export const listDashboardPosts = defineEndpoint({
  method: 'GET',
  path: `${BASE}/dashboard`,
  service: 'community',
  auth: 'optional',
  summary: '오늘의 식탁·투표 목록 (날짜별, 최신순 또는 인기순)',
  query: z.object({
    type: z.enum(['dashboard', 'survey']).default('dashboard'),
    /** One Seoul day of the daily board; without it, every day, newest first. */
    date: boardDateParam.optional(),
    sort: z.enum(['latest', 'popular']).default('latest'),
    ...cursorQuery,
  }),
  response: postListSchema.extend({
    /** With `date`: the nearest earlier and later days that have posts, for the previous/next buttons. */
    adjacentDates: z.object({ previous: z.string().nullable(), next: z.string().nullable() }).nullable(),
  }),
});

export const listQnaPosts = defineEndpoint({
  method: 'GET',
  path: `${BASE}/qna`,
  service: 'community',
  auth: 'optional',
  summary: '묻고 답하기 목록',
  query: z.object({
    status: z.enum(['all', 'open', 'resolved']).default('all'),
    sort: z.enum(['latest', 'popular']).default('latest'),
    ...cursorQuery,
  }),
  response: postListSchema,
});

// ------------------------------------------------------------------ posts

export const getDashboardPost = defineEndpoint({
  method: 'GET',
  path: `${BASE}/dashboard/:id`,
  service: 'community',
  auth: 'optional',
  summary: '오늘의 식탁·투표 글 상세',
  params: postParams,
  response: withToasts({ post: postDetailSchema }),
});

export const createDashboardPost = defineEndpoint({
  method: 'POST',
  path: `${BASE}/dashboard`,
  service: 'community',
  auth: 'member',
  summary: '오늘의 식탁 글쓰기 (별 적립)',
  body: dashboardPostBody,
  response: withToasts({ post: postDetailSchema }),
});

export const updateDashboardPost = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/dashboard/:id`,
  service: 'community',
  auth: 'member',
  summary: '오늘의 식탁 글 수정 (작성자만)',
  params: postParams,
  body: dashboardPostBody,
  response: withToasts({ post: postDetailSchema }),
});

export const deleteDashboardPost = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/dashboard/:id`,
  service: 'community',
  auth: 'member',
  summary: '오늘의 식탁·투표 글 삭제 (작성자만; 하루 안에 지우면 받은 별 회수)',
  params: postParams,
  response: deleteAnswer,
});

export const getQnaPost = defineEndpoint({
  method: 'GET',
  path: `${BASE}/qna/:id`,
  service: 'community',
  auth: 'optional',
  summary: '질문 상세',
  params: postParams,
  response: withToasts({ post: postDetailSchema }),
});

export const createQnaPost = defineEndpoint({
  method: 'POST',
  path: `${BASE}/qna`,
  service: 'community',
  auth: 'member',
  summary: '질문 쓰기 (별 적립)',
  body: qnaPostBody,
  response: withToasts({ post: postDetailSchema }),
});

export const updateQnaPost = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/qna/:id`,
  service: 'community',
  auth: 'member',
  summary: '질문 수정 (작성자만)',
  params: postParams,
  body: qnaPostBody,
  response: withToasts({ post: postDetailSchema }),
});

export const deleteQnaPost = defineEndpoint({
  method: 'DELETE',
  path: `${BASE}/qna/:id`,
  service: 'community',
  auth: 'member',
  summary: '질문 삭제 (작성자만)',
  params: postParams,
  response: deleteAnswer,
});

// ------------------------------------------------------------------ likes and clippings

export const likeDashboardPost = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/dashboard/:id/like`,
  service: 'community',
  auth: 'member',
  summary: '오늘의 식탁·투표 글 좋아요 설정',
  params: postParams,
  body: likeBody,
  response: likeAnswer,
});

export const clipDashboardPost = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/dashboard/:id/clipping`,
  service: 'community',
  auth: 'member',
  summary: '오늘의 식탁·투표 글 스크랩 설정',
  params: postParams,
  body: clipBody,
  response: clipAnswer,
});

export const likeQnaPost = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/qna/:id/like`,
  service: 'community',
  auth: 'member',
  summary: '질문 좋아요 설정',
  params: postParams,
  body: likeBody,
  response: likeAnswer,
});

export const clipQnaPost = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/qna/:id/clipping`,
  service: 'community',
  auth: 'member',
  summary: '질문 스크랩 설정',
  params: postParams,
  body: clipBody,
  response: clipAnswer,
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
  body: z.object({ body: text(COMMUNITY_LIMITS.replyMax) }),
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
  body: z.object({ body: text(COMMUNITY_LIMITS.replyMax) }),
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

// ------------------------------------------------------------------ votes

export const voteSurvey = defineEndpoint({
  method: 'PUT',
  path: `${BASE}/survey/:id/reply/:replyId`,
  service: 'community',
  auth: 'member',
  summary: '투표하기·바꾸기 (마감 전까지; replyId는 선택지 ID)',
  params: replyParams,
  response: withToasts({ survey: surveyStateSchema }),
});

// ------------------------------------------------------------------ reports, shares, views

export const reportReasonSchema = z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]]);

export const reportContent = defineEndpoint({
  method: 'POST',
  path: `${BASE}/accuse`,
  service: 'community',
  auth: 'member',
  summary: '글·댓글 신고 (대상마다 한 번; 신고가 쌓이면 검토 전까지 숨김)',
  body: z.object({
    targetType: z.enum(['post', 'reply']),
    targetId: bodyId,
    reason: reportReasonSchema,
    detail: text(200).optional(),
  }),
  response: withToasts({ reported: z.literal(true) }),
});

const postRef = z.object({ communityType: communityTypeSchema, postId: bodyId });

/** The share dialog's information (spec section 3: share info). */
export const shareInfoSchema = z.object({
  title: z.string(),
  description: z.string(),
  url: z.string(),
  appUrl: z.string(),
  imageUrl: z.string(),
  communityType: communityTypeSchema,
  postId: z.number().int(),
});
export type ShareInfo = z.infer<typeof shareInfoSchema>;

export const sharePost = defineEndpoint({
  method: 'POST',
  path: `${BASE}/post-share`,
  service: 'community',
  auth: 'optional',
  summary: '공유 기록',
  body: postRef,
  response: withToasts({ shareCount: z.number().int().min(0), share: shareInfoSchema }),
});

export const countPostView = defineEndpoint({
  method: 'POST',
  path: `${BASE}/view-count`,
  service: 'community',
  auth: 'optional',
  summary: '조회수 (회원 또는 비회원 접속 주소마다 8시간에 한 번)',
  body: postRef,
  response: withToasts({ viewCount: z.number().int().min(0), counted: z.boolean() }),
});

// ------------------------------------------------------------------ search and words

/** A query value that is empty (or only spaces) is treated as absent, so the caller gets code 10. */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const searchCommunity = defineEndpoint({
  method: 'GET',
  path: `${BASE}/search`,
  service: 'community',
  auth: 'optional',
  summary: '커뮤니티 검색 (제목·본문; 초성·띄어쓰기 무시)',
  query: z.object({
    /** Trimmed; blank counts as missing (10), longer than searchKeywordMax is 13. */
    keyword: z.preprocess(blankAsMissing, z.string().trim().min(1).max(COMMUNITY_LIMITS.searchKeywordMax)),
    type: communityTypeSchema.optional(),
    ...cursorQuery,
  }),
  response: postListSchema.extend({ keyword: z.string(), totalCount: z.number().int().min(0) }),
});

export const validateBannedWords = defineEndpoint({
  method: 'GET',
  path: `${BASE}/bannedwords-validation`,
  service: 'community',
  auth: 'optional',
  summary: '금칙어 검사 (띄어쓰기·기호·자모를 끼워 써도 찾음)',
  /** Empty is missing (10); longer than a post body may be (in UTF-16 units) is 13. */
  query: z.object({ text: z.preprocess(blankAsMissing, z.string().max(COMMUNITY_LIMITS.bodyMax * 2)) }),
  /** `words`: the banned words found, each once, in the operator's spelling. */
  response: withToasts({ isValid: z.boolean(), words: z.array(z.string()) }),
});

// ------------------------------------------------------------------ my activity and the red dot

const myList = (path: string, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path: `${BASE}/my-page/${path}`,
    service: 'community',
    auth: 'member',
    summary,
    query: z.object({ ...cursorQuery }),
    response: postListSchema,
  });

export const listMyPosts = myList('post', '내가 쓴 글');
export const listMyClippings = myList('clipping', '내가 스크랩한 글');
export const listMyLikes = myList('like', '내가 좋아요한 글');

export const getCommunityActivity = defineEndpoint({
  method: 'GET',
  path: `${BASE}/activity`,
  service: 'community',
  auth: 'optional',
  summary: '새 글 알림 점 (가장 최근 글의 시각)',
  response: withToasts({ latestPostAt: instant.nullable() }),
});

// ------------------------------------------------------------------ photos

/**
 * The photo itself is the request body (Content-Type one of COMMUNITY_PHOTO_TYPES, at most
 * photoBytesMax); the server re-encodes it and keeps it until a post uses it. Served from
 * GET /api/v1/community/photo/{key}/{width}.webp (`src`/`srcSet`: a random key, never the id): on a
 * visible post to anyone, immutable; a draft or a hidden post's to its author only (token or token
 * cookie), no-store; else 404 code 8 (docs/photos.md).
 */
export const uploadCommunityPhoto = defineEndpoint({
  method: 'POST',
  path: `${BASE}/photo`,
  service: 'community',
  auth: 'member',
  summary: `사진 올리기 (${COMMUNITY_PHOTO_TYPES.join(', ')}; 최대 10MB)`,
  response: withToasts({ photo: communityPhotoSchema }),
});

export const communityEndpoints = [
  listPopularPosts,
  listDashboardPosts,
  listQnaPosts,
  getDashboardPost,
  createDashboardPost,
  updateDashboardPost,
  deleteDashboardPost,
  getQnaPost,
  createQnaPost,
  updateQnaPost,
  deleteQnaPost,
  likeDashboardPost,
  clipDashboardPost,
  likeQnaPost,
  clipQnaPost,
  listDashboardReplies,
  createDashboardReply,
  updateDashboardReply,
  deleteDashboardReply,
  likeDashboardReply,
  listQnaReplies,
  createQnaReply,
  updateQnaReply,
  deleteQnaReply,
  likeQnaReply,
  acceptQnaReply,
  voteSurvey,
  reportContent,
  sharePost,
  countPostView,
  searchCommunity,
  validateBannedWords,
  listMyPosts,
  listMyClippings,
  listMyLikes,
  getCommunityActivity,
  uploadCommunityPhoto,
] as const;
