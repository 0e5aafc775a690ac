import { z } from 'zod';
import {
  bodyId,
  boundedText,
  communityTypeSchema,
  cursorQuery,
  deleteAnswer,
  likeAnswer,
  likeBody,
  postDetailSchema,
  postListSchema,
  postParams,
} from './community.ts';
import { defineEndpoint, instant, withToasts } from './endpoint.ts';
import { COMMUNITY_LIMITS, isBoardDate } from './rules/community-rules.ts';

/**
 * The community's posts (server/modules/community/posts): lists, one post, writing, likes, clippings,
 * shares, views and my activity. The shared shapes and the refusal codes are in community.ts.
 */

const BASE = '/api/v1/community';

export const dashboardPostBody = z.object({
  body: boundedText(COMMUNITY_LIMITS.bodyMax),
  /** Photos uploaded with POST /photo, in display order. */
  photoIds: z.array(bodyId).max(COMMUNITY_LIMITS.photosMax).default([]),
  productNos: z.array(bodyId).max(COMMUNITY_LIMITS.productTagsMax).default([]),
});

export const qnaPostBody = dashboardPostBody.extend({ title: boundedText(COMMUNITY_LIMITS.titleMax) });

const clipBody = z.object({ isClipped: z.boolean() });
const clipAnswer = withToasts({ isClipped: z.boolean(), clipCount: z.number().int().min(0) });

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

// ------------------------------------------------------------------ shares and views

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
