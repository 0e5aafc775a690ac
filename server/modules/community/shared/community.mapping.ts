import type { Selectable } from 'kysely';
import type { Author, CommunityPhoto, PostDetail, PostSummary, ProductTag } from '#contract/community.ts';
import { LEVEL_WINDOW_MONTHS, levelProgress } from '#contract/point.ts';
import { HIDDEN_CONTENT_TEXT } from '#contract/rules/community-rules.ts';
import { WITHDRAWN_NICKNAME } from '#contract/rules/nickname.ts';
import type { Db } from '../../../db/schema.ts';
import type { CommunityPostTable } from '../../../db/schema-community.ts';
import { productImageUrl, shopProductUrl } from '../../../shared/product-summary.ts';
import { photosOf } from '../photos/photos.service.ts';
import {
  OPERATOR_ACCOUNT,
  type SurveyFacts,
  surveyFacts,
  surveyStateOf,
  votesOf,
} from '../survey/survey.service.ts';

/**
 * Every post the community answers with goes through here, so a list and a detail can never show the
 * same post differently: the author (withdrawn members anonymised, level from the star ledger's monthly
 * rows), the viewer's own like and clipping, photos, and the Q&A and vote states. Each fact is read once
 * for the whole page (one query per kind of fact, never one per post).
 */
export type PostRow = Omit<Selectable<CommunityPostTable>, 'search_text' | 'search_choseong'>;

/** The columns a shaped post needs (search columns are for the search only). */
export const POST_COLUMNS = [
  'post_id',
  'type',
  'member_id',
  'title',
  'body',
  'status',
  'board_date',
  'created_at',
  'updated_at',
  'deleted_at',
  'like_count',
  'clip_count',
  'reply_count',
  'view_count',
  'share_count',
  'report_count',
  'popularity',
  'accepted_reply_id',
  'closes_at',
] as const;

/** Who is looking: the member (null when signed out) and the server's clock. */
export interface Viewer {
  memberId: number | null;
  now: Date;
}

const EXCERPT_LENGTH = 120;

/** The start of a body on one line, cut at a code point (never inside a surrogate pair). */
export function excerptOf(body: string, length = EXCERPT_LENGTH): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  const points = [...flat];
  return points.length <= length ? flat : `${points.slice(0, length).join('')}…`;
}

interface AuthorFacts {
  nickname: string;
  levelName: string | null;
}

function monthsBefore(now: Date, months: number): Date {
  const shifted = new Date(now.getTime());
  shifted.setUTCMonth(shifted.getUTCMonth() - months);
  return shifted;
}

/**
 * Nickname and level of each author. The level counts stars earned in the last LEVEL_WINDOW_MONTHS the
 * way the star module does (point.repository.ts earnedSince): whole months from point_month, the month
 * the window starts in from its own ledger rows, for all authors of the page in one query each.
 */
export async function authorsOf(
  db: Db,
  memberIds: readonly number[],
  now: Date,
): Promise<Map<number, AuthorFacts>> {
  const ids = [...new Set(memberIds)];
  const authors = new Map<number, AuthorFacts>();
  if (ids.length === 0) return authors;
  const since = monthsBefore(now, LEVEL_WINDOW_MONTHS).toISOString();
  const startDate = new Date(since);
  const nextMonth = new Date(
    Date.UTC(startDate.getUTCFullYear(), startDate.getUTCMonth() + 1, 1),
  ).toISOString();
  const [members, months, partial] = await Promise.all([
    db
      .selectFrom('member')
      .select(['member_id', 'nickname', 'withdrawn_at', 'channel_type', 'provider_subject'])
      .where('member_id', 'in', ids)
      .execute(),
    db
      .selectFrom('point_month')
      .select((eb) => ['member_id', eb.fn.sum<number>('earned').as('earned')])
      .where('member_id', 'in', ids)
      .where('month', '>', since.slice(0, 7))
      .groupBy('member_id')
      .execute(),
    db
      .selectFrom('point_entry')
      .select((eb) => ['member_id', eb.fn.sum<number>('amount').as('earned')])
      .where('member_id', 'in', ids)
      .where('kind', 'in', ['earn', 'revoke'])
      .where('occurred_at', '>=', since)
      .where('occurred_at', '<', nextMonth)
      .groupBy('member_id')
      .execute(),
  ]);
  const earned = new Map<number, number>();
  for (const row of [...months, ...partial]) {
    earned.set(row.member_id, (earned.get(row.member_id) ?? 0) + Number(row.earned ?? 0));
  }
  for (const member of members) {
    if (member.withdrawn_at !== null) continue;
    // The operator account (제철장터) is the shop itself, not a member working up the levels.
    const isOperator =
      member.channel_type === OPERATOR_ACCOUNT.channelType &&
      member.provider_subject === OPERATOR_ACCOUNT.providerSubject;
    authors.set(member.member_id, {
      nickname: member.nickname,
      levelName: isOperator ? null : levelProgress(earned.get(member.member_id) ?? 0).current.name,
    });
  }
  return authors;
}

/** What every viewer of a page shares: authors, photos and the votes' options (a cache may keep it). */
export interface SharedFacts {
  authors: Map<number, AuthorFacts>;
  photos: Map<number, CommunityPhoto[]>;
  surveys: Map<number, SurveyFacts>;
}

/** What is the viewer's own on a page: their likes, clippings and votes (read for every request). */
export interface ViewerFacts {
  liked: Set<number>;
  clipped: Set<number>;
  votes: Map<number, number>;
}

export const NO_VIEWER_FACTS: ViewerFacts = { liked: new Set(), clipped: new Set(), votes: new Map() };

export async function sharedFactsOf(db: Db, rows: readonly PostRow[], now: Date): Promise<SharedFacts> {
  const postIds = rows.map((row) => row.post_id);
  const surveyIds = rows.filter((row) => row.type === 'survey').map((row) => row.post_id);
  const [authors, photos, surveys] = await Promise.all([
    authorsOf(
      db,
      rows.map((row) => row.member_id),
      now,
    ),
    postIds.length > 0 ? photosOf(db, postIds) : Promise.resolve(new Map<number, CommunityPhoto[]>()),
    surveyFacts(db, surveyIds),
  ]);
  return { authors, photos, surveys };
}

/** The member's likes and clippings among the posts (one query) and their votes among the surveys. */
export async function viewerFactsOf(
  db: Db,
  posts: readonly { post_id: number; type: string }[],
  memberId: number | null,
): Promise<ViewerFacts> {
  if (memberId === null || posts.length === 0) return NO_VIEWER_FACTS;
  const surveyIds = posts.filter((post) => post.type === 'survey').map((post) => post.post_id);
  const [reactions, votes] = await Promise.all([
    db
      .selectFrom('community_reaction')
      .select(['kind', 'target_id'])
      .where('kind', 'in', ['post-like', 'post-clip'])
      .where('member_id', '=', memberId)
      .where(
        'target_id',
        'in',
        posts.map((post) => post.post_id),
      )
      .execute(),
    votesOf(db, surveyIds, memberId),
  ]);
  const liked = new Set<number>();
  const clipped = new Set<number>();
  for (const reaction of reactions) (reaction.kind === 'post-like' ? liked : clipped).add(reaction.target_id);
  return { liked, clipped, votes };
}

/** A hidden post (reported, pending review) shows its text only to its author. */
const concealed = (row: PostRow, viewer: Viewer) =>
  row.status === 'hidden' && row.member_id !== viewer.memberId;

export function summaryOf(row: PostRow, viewer: Viewer, facts: SharedFacts, mine: ViewerFacts): PostSummary {
  const hidden = concealed(row, viewer);
  const photos = hidden ? [] : (facts.photos.get(row.post_id) ?? []);
  const author = facts.authors.get(row.member_id);
  const survey = facts.surveys.get(row.post_id);
  const authorView: Author = {
    nickname: author?.nickname ?? WITHDRAWN_NICKNAME,
    levelName: author?.levelName ?? null,
    isMine: author !== undefined && row.member_id === viewer.memberId,
  };
  return {
    postId: row.post_id,
    type: row.type,
    title: row.title === null ? null : hidden ? HIDDEN_CONTENT_TEXT : row.title,
    excerpt: hidden ? HIDDEN_CONTENT_TEXT : excerptOf(row.body),
    thumbnail: photos[0] ?? null,
    photoCount: photos.length,
    author: authorView,
    likeCount: row.like_count,
    clipCount: row.clip_count,
    replyCount: row.reply_count,
    viewCount: row.view_count,
    isLiked: mine.liked.has(row.post_id),
    isClipped: mine.clipped.has(row.post_id),
    createdAt: row.created_at,
    boardDate: row.board_date,
    qna:
      row.type === 'qna'
        ? { isResolved: row.accepted_reply_id !== null, acceptedReplyId: row.accepted_reply_id }
        : null,
    survey:
      row.type === 'survey' && survey
        ? surveyStateOf(survey, mine.votes.get(row.post_id) ?? null, viewer.now)
        : null,
  };
}

export async function shapeSummaries(
  db: Db,
  rows: readonly PostRow[],
  viewer: Viewer,
): Promise<PostSummary[]> {
  if (rows.length === 0) return [];
  const [facts, mine] = await Promise.all([
    sharedFactsOf(db, rows, viewer.now),
    viewerFactsOf(db, rows, viewer.memberId),
  ]);
  return rows.map((row) => summaryOf(row, viewer, facts, mine));
}

/** The products tagged on a post, in the order the author gave (products gone since are left out). */
export async function productTagsOf(db: Db, postId: number, shopBaseUrl: string): Promise<ProductTag[]> {
  const rows = await db
    .selectFrom('community_post_product as cp')
    .innerJoin('product as p', 'p.product_no', 'cp.product_no')
    .select(['p.product_no', 'p.name'])
    .where('cp.post_id', '=', postId)
    .orderBy('cp.position')
    .execute();
  return rows.map((row) => ({
    productNo: row.product_no,
    name: row.name,
    imageUrl: productImageUrl(row.product_no),
    shopUrl: shopProductUrl(shopBaseUrl, row.product_no),
  }));
}

export async function shapeDetail(
  db: Db,
  row: PostRow,
  viewer: Viewer,
  shopBaseUrl: string,
): Promise<PostDetail> {
  const [facts, mine, productTags] = await Promise.all([
    sharedFactsOf(db, [row], viewer.now),
    viewerFactsOf(db, [row], viewer.memberId),
    productTagsOf(db, row.post_id, shopBaseUrl),
  ]);
  return detailOf(row, viewer, facts, mine, productTags);
}

/** One post as `viewer` sees it, from its facts (shapeDetail reads them; the read cache keeps them). */
export function detailOf(
  row: PostRow,
  viewer: Viewer,
  facts: SharedFacts,
  mine: ViewerFacts,
  productTags: ProductTag[],
): PostDetail {
  const summary = summaryOf(row, viewer, facts, mine);
  const hidden = concealed(row, viewer);
  const isMine = summary.author.isMine;
  return {
    ...summary,
    body: hidden ? HIDDEN_CONTENT_TEXT : row.body,
    photos: hidden ? [] : (facts.photos.get(row.post_id) ?? []),
    productTags: hidden ? [] : productTags,
    updatedAt: row.updated_at,
    // Votes have no edit call: their options cannot change once people have voted.
    canEdit: isMine && row.type !== 'survey',
    canDelete: isMine,
  };
}
