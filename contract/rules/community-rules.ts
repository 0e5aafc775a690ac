import { STAR_WORD } from './star-rules.ts';

/**
 * The community's rules (server/modules/community, src/features/community): limits, stars, reports,
 * views and the popularity score. Free of zod so the SPA's forms and the server read the same numbers.
 */

/** The three kinds of post. 'dashboard' is 오늘의 식탁 (today's food), 'survey' a vote. */
export const COMMUNITY_TYPES = ['dashboard', 'qna', 'survey'] as const;
export type CommunityType = (typeof COMMUNITY_TYPES)[number];

export const COMMUNITY_TYPE_LABELS: Record<CommunityType, string> = {
  dashboard: '오늘의 식탁',
  qna: '묻고 답하기',
  survey: '투표',
};

/** Lengths count Unicode code points (a Hangul syllable is one). */
export const COMMUNITY_LIMITS = {
  titleMin: 2,
  titleMax: 50,
  bodyMin: 1,
  bodyMax: 2_000,
  replyMax: 500,
  photosMax: 10,
  productTagsMax: 5,
  /** One upload before re-encoding. */
  photoBytesMax: 10 * 1024 * 1024,
  /** A photo's longer side after re-encoding never exceeds the largest width. */
  photoWidths: [320, 640, 1080] as const,
  surveyOptionsMin: 2,
  surveyOptionsMax: 6,
  surveyOptionMax: 40,
  /** Writes (posts and replies together) one member may make in a rolling hour. */
  writesPerHour: 30,
  searchKeywordMax: 50,
  pageSizeDefault: 20,
  pageSizeMax: 50,
} as const;

/** Photo types the server accepts; everything is re-encoded to WebP (plus one JPEG for share cards). */
export const COMMUNITY_PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** Stars the community awards through the ledger, and the most it awards one member in a Seoul day. */
export const COMMUNITY_STARS = {
  post: 10,
  reply: 2,
  acceptedAnswer: 20,
  dailyCap: 50,
  /** A post or reply deleted within this many hours of writing gives its stars back. */
  clawbackHours: 24,
} as const;

/** Idempotency keys of community awards: one award per thing, whatever the retries. */
export const communityStarKey = {
  post: (postId: number) => `community:post:${postId}`,
  reply: (replyId: number) => `community:reply:${replyId}`,
  acceptedAnswer: (postId: number) => `community:accepted:${postId}`,
  postClawback: (postId: number) => `community:post:${postId}:clawback`,
  /** A reply deleted within COMMUNITY_STARS.clawbackHours gives its stars back, as a post does. */
  replyClawback: (replyId: number) => `community:reply:${replyId}:clawback`,
} as const;

/** Reasons a member may give for a report; after REPORT_HIDE_THRESHOLD distinct reporters it is hidden. */
export const REPORT_REASONS = {
  SPAM: '스팸·홍보',
  ABUSE: '욕설·비방',
  OBSCENE: '음란·선정성',
  PRIVACY: '개인정보 노출',
  ILLEGAL: '불법 정보',
  ETC: '기타',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const REPORT_HIDE_THRESHOLD = 5;

/**
 * A member (or, signed out, a client address, never a deviceUuid) adds one view per post in this window
 * (POST /view-count).
 */
export const VIEW_COUNT_WINDOW_HOURS = 8;

/** Shown in place of a deleted reply that still has replies under it. */
export const DELETED_REPLY_TEXT = '삭제된 댓글입니다.';
export const HIDDEN_CONTENT_TEXT = '신고가 접수되어 검토 중인 글입니다.';

/** The tooltip on the bottom bar's community item (spec section 2), cleared on opening. */
export const COMMUNITY_TOOLTIP_TEXT = `커뮤니티 활동하고 ${STAR_WORD} 모으세요!`;

/**
 * Popularity: weighted engagement on a log scale plus the post's age in a fixed unit, the way link
 * aggregators rank "hot" lists. Because the age term grows with the creation time, an older post needs
 * ten times the engagement to outrank a post written POPULARITY_HALF_LIFE_HOURS later, and the score of
 * a post changes only when its own counts change: it can be stored and indexed, never recomputed for
 * the whole board as time passes.
 */
export const POPULARITY_WEIGHTS = { like: 1, reply: 2, clip: 3, view: 0.1 } as const;
export const POPULARITY_HALF_LIFE_HOURS = 12;
/** Popular lists only consider posts from the last this-many days. */
export const POPULAR_WINDOW_DAYS = 7;

export interface EngagementCounts {
  likeCount: number;
  replyCount: number;
  clipCount: number;
  viewCount: number;
}

export function popularityScore(counts: EngagementCounts, createdAt: Date): number {
  const engagement =
    counts.likeCount * POPULARITY_WEIGHTS.like +
    counts.replyCount * POPULARITY_WEIGHTS.reply +
    counts.clipCount * POPULARITY_WEIGHTS.clip +
    counts.viewCount * POPULARITY_WEIGHTS.view;
  const hours = createdAt.getTime() / 3_600_000;
  return Math.log10(1 + Math.max(0, engagement)) + hours / POPULARITY_HALF_LIFE_HOURS;
}

/** A daily board date: YYYY-MM-DD of a real calendar day (the route /community/daily-board/:date). */
export function isBoardDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Text length as the limits count it. */
export function textLength(text: string): number {
  return [...text].length;
}
