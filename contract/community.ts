import { z } from 'zod';
import { digitId, instant, MAX_ID, optionalCursor, queryInt, withToasts } from './endpoint.ts';
import { COMMUNITY_LIMITS, COMMUNITY_TYPES } from './rules/community-rules.ts';

/**
 * The community (server/modules/community, src/features/community): 오늘의 식탁 posts, Q&A, votes,
 * replies, likes, clippings, reports, search and my activity. Paths are spec section 7's (base
 * /api/v1/community); the bodies are ours. The rules (limits, stars, popularity) are in
 * community-rules.ts, free of zod. This file holds the shapes the community's endpoints share; the
 * endpoints are in one file per server sub-module (community/<sub>/ serves contract/community-<sub>.ts):
 * community-posts.ts, community-replies.ts, community-survey.ts, community-moderation.ts,
 * community-search.ts and community-photos.ts.
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

export const communityTypeSchema = z.enum(COMMUNITY_TYPES);
export const bodyId = z.number().int().min(1).max(MAX_ID);

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

/** `cursor` (opaque, from `nextCursor`; empty is none) and `size` of every infinite list. */
export const cursorQuery = {
  cursor: optionalCursor(),
  size: queryInt(1, COMMUNITY_LIMITS.pageSizeMax).default(COMMUNITY_LIMITS.pageSizeDefault),
};

export const postListSchema = withToasts({
  posts: z.array(postSummarySchema),
  nextCursor: z.string().nullable(),
});
export type PostList = z.infer<typeof postListSchema>;

// ------------------------------------------------------------------ bodies and answers

// Lengths are counted in code points by the server (code 13 with the limit in Korean); these caps only
// stop absurd bodies before they reach it.
export const boundedText = (max: number) => z.string().max(max * 2);

export const likeBody = z.object({ isLike: z.boolean() });
export const postParams = z.object({ id: digitId });
export const replyParams = z.object({ id: digitId, replyId: digitId });

export const likeAnswer = withToasts({ isLiked: z.boolean(), likeCount: z.number().int().min(0) });
export const deleteAnswer = withToasts({ deleted: z.literal(true) });

/** A query value that is empty (or only spaces) is treated as absent, so the caller gets code 10. */
export const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
