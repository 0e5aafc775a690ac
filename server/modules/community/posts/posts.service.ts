import type { z } from 'zod';
import type { PostDetail, PostList, PostSummary, ProductTag } from '#contract/community.ts';
import {
  getDashboardPost,
  listDashboardPosts,
  listPopularPosts,
  listQnaPosts,
  type ShareInfo,
} from '#contract/community-posts.ts';
import type { toastItemSchema } from '#contract/endpoint.ts';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_STARS,
  COMMUNITY_TYPE_LABELS,
  type CommunityType,
  communityStarKey,
  POPULAR_WINDOW_DAYS,
  popularityScore,
  textLength,
  VIEW_COUNT_WINDOW_HOURS,
} from '#contract/rules/community-rules.ts';
import { seoulDate } from '#contract/rules/seoul-time.ts';
import type { PostType, ReactionKind } from '../../../db/schema-community.ts';
import { AppError, notFound } from '../../../http/errors.ts';
import { type SplitJson, wholeJson } from '../../../http/split-json.ts';
import type { ServiceContext } from '../../../shared/context.ts';
import { notifyPostLike } from '../../alarm/alarm.events.ts';
import type { AuthMember } from '../../auth/auth.guard.ts';
import { assertCleanText } from '../moderation/banned-words.ts';
import { attachPhotos, firstPhotoOf, photoShareImageUrl } from '../photos/photos.service.ts';
import { searchColumns } from '../search/search.columns.ts';
import { assertCanAct, assertCanWrite, holdWriteLimit } from '../shared/community.guard.ts';
import {
  detailOf,
  excerptOf,
  NO_VIEWER_FACTS,
  type PostRow,
  productTagsOf,
  type SharedFacts,
  shapeDetail,
  shapeSummaries,
  sharedFactsOf,
  summaryOf,
  type Viewer,
  type ViewerFacts,
  viewerFactsOf,
} from '../shared/community.mapping.ts';
import { likersBesidesAuthor, setReaction } from '../shared/community.reactions.ts';
import type { CommunityReadCache } from '../shared/community.read-cache.ts';
import { awardCommunityStars, deletedAnswer, takeBackCommunityStars } from '../shared/community.stars.ts';
import { surveyStateOf } from '../survey/survey.service.ts';
import { decodeCursor, encodeCursor } from './posts.cursor.ts';
import {
  addToCounters,
  adjacentBoardDates,
  existingProducts,
  findPost,
  insertPost,
  latestPostAt,
  listMemberPosts,
  listPosts,
  listReactedPosts,
  recordView,
  replaceProductTags,
} from './posts.repository.ts';
import { pruneViewsIfDue } from './posts.view-count.ts';

type ToastItem = z.infer<typeof toastItemSchema>;

export interface PostsContext extends ServiceContext {
  /** Where the SPA is served for the public (PUBLIC_BASE_URL): share links point there. */
  webOrigin: string;
  /** The instance's read cache (community.read-cache.ts); without it every read goes to the database. */
  cache?: CommunityReadCache;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The two families of post paths: /dashboard/{id} serves 오늘의 식탁 and votes, /qna/{id} questions. */
export type PostPath = 'dashboard' | 'qna';
const TYPES_OF: Record<PostPath, readonly PostType[]> = { dashboard: ['dashboard', 'survey'], qna: ['qna'] };

const viewerOf = (ctx: PostsContext, memberId: number | null): Viewer => ({ memberId, now: ctx.now });

/** A post reachable on `path`, else 404: unknown, deleted, or of another type. */
async function postOn(ctx: PostsContext, path: PostPath, postId: number): Promise<PostRow> {
  const row = await findPost(ctx.db, postId);
  if (!row || !TYPES_OF[path].includes(row.type)) throw notFound('글을 찾을 수 없습니다.');
  return row;
}

// ------------------------------------------------------------------ lists

interface Page {
  cursor?: string | undefined;
  size: number;
}

function nextLatest(rows: PostRow[], size: number, at: (row: PostRow) => string = (row) => row.created_at) {
  const last = rows[size - 1];
  return rows.length > size && last ? encodeCursor({ o: 'latest', at: at(last), id: last.post_id }) : null;
}

function nextPopular(rows: PostRow[], size: number) {
  const last = rows[size - 1];
  return rows.length > size && last
    ? encodeCursor({ o: 'popular', score: last.popularity, id: last.post_id })
    : null;
}

async function pageOf(
  ctx: PostsContext,
  memberId: number | null,
  rows: PostRow[],
  size: number,
  order: 'latest' | 'popular',
): Promise<PostList> {
  return {
    posts: await shapeSummaries(ctx.db, rows.slice(0, size), viewerOf(ctx, memberId)),
    nextCursor: order === 'latest' ? nextLatest(rows, size) : nextPopular(rows, size),
  };
}

/**
 * A list page as every viewer shares it: its rows and their shared facts, the answer a guest gets
 * (checked against the contract) and that answer as JSON. Read through the instance's cache when the
 * context has one (community.read-cache.ts); the viewer's own part is laid over it (`answerFor`).
 */
interface SharedPage<A extends PostList> {
  rows: PostRow[];
  facts: SharedFacts;
  guest: A;
  guestJson: SplitJson;
}

async function sharedPage<A extends PostList>(
  ctx: PostsContext,
  key: string,
  schema: z.ZodType<A>,
  read: () => Promise<{ rows: PostRow[]; answer: (posts: PostSummary[]) => A }>,
): Promise<SharedPage<A>> {
  const load = async (): Promise<SharedPage<A>> => {
    const { rows, answer } = await read();
    const facts = await sharedFactsOf(ctx.db, rows, ctx.now);
    const guestViewer = viewerOf(ctx, null);
    const guest = schema.parse(
      answer(rows.map((row) => summaryOf(row, guestViewer, facts, NO_VIEWER_FACTS))),
    );
    return { rows, facts, guest, guestJson: wholeJson(JSON.stringify(guest)) };
  };
  return ctx.cache ? ctx.cache.through(key, load) : load();
}

const hasAny = (mine: ViewerFacts) => mine.liked.size > 0 || mine.clipped.size > 0 || mine.votes.size > 0;

/**
 * The page as `memberId` sees it: the guest's answer when nothing on it is theirs (no like, clipping,
 * vote or post of their own), else the shared answer with their part laid over it. Lists show visible
 * posts only, so nothing on them is concealed from anyone.
 */
async function answerFor<A extends PostList>(
  ctx: PostsContext,
  page: SharedPage<A>,
  memberId: number | null,
): Promise<{ answer: A; json: string | SplitJson }> {
  const guest = { answer: page.guest, json: page.guestJson };
  if (memberId === null || page.rows.length === 0) return guest;
  const mine = await viewerFactsOf(ctx.db, page.rows, memberId);
  if (!hasAny(mine) && !page.rows.some((row) => row.member_id === memberId)) return guest;
  const viewer = viewerOf(ctx, memberId);
  const answer = {
    ...page.guest,
    posts: page.guest.posts.map((post, index) => {
      const row = page.rows[index];
      if (!row) return post;
      const survey = page.facts.surveys.get(row.post_id);
      return {
        ...post,
        author: {
          ...post.author,
          isMine: page.facts.authors.has(row.member_id) && row.member_id === memberId,
        },
        isLiked: mine.liked.has(row.post_id),
        isClipped: mine.clipped.has(row.post_id),
        survey:
          post.survey && survey
            ? surveyStateOf(survey, mine.votes.get(row.post_id) ?? null, viewer.now)
            : post.survey,
      };
    }),
  };
  return { answer, json: JSON.stringify(answer) };
}

type PopularQuery = Page & { type?: CommunityType | undefined };

function popularPage(ctx: PostsContext, query: PopularQuery) {
  return sharedPage(
    ctx,
    `popular|${query.type ?? ''}|${query.size}|${query.cursor ?? ''}`,
    listPopularPosts.response,
    async () => {
      const after = decodeCursor(query.cursor, 'popular');
      const rows = await listPosts(ctx.db, {
        ...(query.type ? { types: [query.type] } : {}),
        since: new Date(ctx.now.getTime() - POPULAR_WINDOW_DAYS * DAY_MS).toISOString(),
        order: 'popular',
        after,
        limit: query.size + 1,
      });
      const nextCursor = nextPopular(rows, query.size);
      return { rows: rows.slice(0, query.size), answer: (posts) => ({ posts, nextCursor }) };
    },
  );
}

export async function popularPosts(
  ctx: PostsContext,
  memberId: number | null,
  query: PopularQuery,
): Promise<PostList> {
  return (await answerFor(ctx, await popularPage(ctx, query), memberId)).answer;
}

/** The popular list as response JSON (the route's answer; see sharedPage). */
export async function popularPostsJson(
  ctx: PostsContext,
  memberId: number | null,
  query: PopularQuery,
): Promise<string | SplitJson> {
  return (await answerFor(ctx, await popularPage(ctx, query), memberId)).json;
}

type BoardQuery = Page & {
  type: 'dashboard' | 'survey';
  date?: string | undefined;
  sort: 'latest' | 'popular';
};
type BoardList = z.infer<typeof listDashboardPosts.response>;

function boardPage(ctx: PostsContext, query: BoardQuery) {
  return sharedPage<BoardList>(
    ctx,
    `board|${query.type}|${query.date ?? ''}|${query.sort}|${query.size}|${query.cursor ?? ''}`,
    listDashboardPosts.response,
    async () => {
      const after = decodeCursor(query.cursor, query.sort);
      const [rows, adjacentDates] = await Promise.all([
        listPosts(ctx.db, {
          types: [query.type],
          ...(query.date ? { boardDate: query.date } : {}),
          order: query.sort,
          after,
          limit: query.size + 1,
        }),
        query.date ? adjacentBoardDates(ctx.db, query.type, query.date) : Promise.resolve(null),
      ]);
      const nextCursor =
        query.sort === 'latest' ? nextLatest(rows, query.size) : nextPopular(rows, query.size);
      return { rows: rows.slice(0, query.size), answer: (posts) => ({ posts, nextCursor, adjacentDates }) };
    },
  );
}

export async function boardPosts(
  ctx: PostsContext,
  memberId: number | null,
  query: BoardQuery,
): Promise<BoardList> {
  return (await answerFor(ctx, await boardPage(ctx, query), memberId)).answer;
}

export async function boardPostsJson(
  ctx: PostsContext,
  memberId: number | null,
  query: BoardQuery,
): Promise<string | SplitJson> {
  return (await answerFor(ctx, await boardPage(ctx, query), memberId)).json;
}

type QnaQuery = Page & { status: 'all' | 'open' | 'resolved'; sort: 'latest' | 'popular' };

function qnaPage(ctx: PostsContext, query: QnaQuery) {
  return sharedPage(
    ctx,
    `qna|${query.status}|${query.sort}|${query.size}|${query.cursor ?? ''}`,
    listQnaPosts.response,
    async () => {
      const after = decodeCursor(query.cursor, query.sort);
      const rows = await listPosts(ctx.db, {
        types: ['qna'],
        qnaStatus: query.status,
        order: query.sort,
        after,
        limit: query.size + 1,
      });
      const nextCursor =
        query.sort === 'latest' ? nextLatest(rows, query.size) : nextPopular(rows, query.size);
      return { rows: rows.slice(0, query.size), answer: (posts) => ({ posts, nextCursor }) };
    },
  );
}

export async function qnaPosts(
  ctx: PostsContext,
  memberId: number | null,
  query: QnaQuery,
): Promise<PostList> {
  return (await answerFor(ctx, await qnaPage(ctx, query), memberId)).answer;
}

export async function qnaPostsJson(
  ctx: PostsContext,
  memberId: number | null,
  query: QnaQuery,
): Promise<string | SplitJson> {
  return (await answerFor(ctx, await qnaPage(ctx, query), memberId)).json;
}

export async function myPosts(ctx: PostsContext, memberId: number, query: Page): Promise<PostList> {
  const rows = await listMemberPosts(ctx.db, memberId, decodeCursor(query.cursor, 'latest'), query.size + 1);
  return pageOf(ctx, memberId, rows, query.size, 'latest');
}

export async function myReactedPosts(
  ctx: PostsContext,
  memberId: number,
  kind: Extract<ReactionKind, 'post-like' | 'post-clip'>,
  query: Page,
): Promise<PostList> {
  const found = await listReactedPosts(
    ctx.db,
    memberId,
    kind,
    decodeCursor(query.cursor, 'latest'),
    query.size + 1,
  );
  const reactedAt = new Map(found.map(({ row, reactedAt }) => [row.post_id, reactedAt]));
  const rows = found.map(({ row }) => row);
  return {
    posts: await shapeSummaries(ctx.db, rows.slice(0, query.size), viewerOf(ctx, memberId)),
    nextCursor: nextLatest(rows, query.size, (row) => reactedAt.get(row.post_id) ?? row.created_at),
  };
}

export async function communityActivity(ctx: PostsContext): Promise<{ latestPostAt: string | null }> {
  return { latestPostAt: await latestPostAt(ctx.db) };
}

// ------------------------------------------------------------------ one post

/** One post, read from the database (what a write answers with; reads go through postDetailJson). */
export async function postDetail(
  ctx: PostsContext,
  memberId: number | null,
  path: PostPath,
  postId: number,
): Promise<{ post: PostDetail }> {
  const row = await postOn(ctx, path, postId);
  return { post: await shapeDetail(ctx.db, row, viewerOf(ctx, memberId), ctx.shopBaseUrl) };
}

/** A post as every viewer shares it (null when there is none to show), and a guest's answer as JSON. */
interface SharedPost {
  row: PostRow;
  facts: SharedFacts;
  productTags: ProductTag[];
  guestJson: SplitJson;
}

async function sharedPost(ctx: PostsContext, postId: number): Promise<SharedPost | null> {
  const load = async (): Promise<SharedPost | null> => {
    const row = await findPost(ctx.db, postId);
    if (!row) return null;
    const [facts, productTags] = await Promise.all([
      sharedFactsOf(ctx.db, [row], ctx.now),
      productTagsOf(ctx.db, postId, ctx.shopBaseUrl),
    ]);
    const guest = getDashboardPost.response.parse({
      post: detailOf(row, viewerOf(ctx, null), facts, NO_VIEWER_FACTS, productTags),
    });
    return { row, facts, productTags, guestJson: wholeJson(JSON.stringify(guest)) };
  };
  return ctx.cache ? ctx.cache.through(`post|${postId}`, load) : load();
}

/**
 * GET /dashboard/{id} and /qna/{id} as response JSON: the shared post through the read cache, with the
 * viewer's part (like, clipping, vote, their own post, which they see even while it is hidden) read
 * for this request. A viewer with no part in it gets the guest's answer.
 */
export async function postDetailJson(
  ctx: PostsContext,
  memberId: number | null,
  path: PostPath,
  postId: number,
): Promise<string | SplitJson> {
  const shared = await sharedPost(ctx, postId);
  if (!shared || !TYPES_OF[path].includes(shared.row.type)) throw notFound('글을 찾을 수 없습니다.');
  if (memberId === null) return shared.guestJson;
  const mine = await viewerFactsOf(ctx.db, [shared.row], memberId);
  if (!hasAny(mine) && shared.row.member_id !== memberId) return shared.guestJson;
  const post = detailOf(shared.row, viewerOf(ctx, memberId), shared.facts, mine, shared.productTags);
  return JSON.stringify({ post });
}

export interface PostInput {
  title?: string | undefined;
  body: string;
  photoIds: readonly number[];
  productNos: readonly number[];
}

const count = new Intl.NumberFormat('ko-KR');

/** The checked, trimmed text of a post: code 10 when empty, 13 past a limit (in code points). */
function checkedText(path: PostPath, input: PostInput): { title: string | null; body: string } {
  let title: string | null = null;
  if (path === 'qna') {
    title = (input.title ?? '').trim();
    if (title === '') throw new AppError('REQUIRED_VALUE_MISSING', '제목을 입력해 주세요.');
    const length = textLength(title);
    if (length < COMMUNITY_LIMITS.titleMin || length > COMMUNITY_LIMITS.titleMax) {
      throw new AppError(
        'OUT_OF_RANGE',
        `제목은 ${COMMUNITY_LIMITS.titleMin}자 이상 ${COMMUNITY_LIMITS.titleMax}자 이하로 써 주세요.`,
      );
    }
  }
  const body = input.body.trim();
  if (body === '') throw new AppError('REQUIRED_VALUE_MISSING', '내용을 입력해 주세요.');
  if (textLength(body) > COMMUNITY_LIMITS.bodyMax) {
    throw new AppError(
      'OUT_OF_RANGE',
      `내용은 ${count.format(COMMUNITY_LIMITS.bodyMax)}자까지 쓸 수 있습니다.`,
    );
  }
  return { title, body };
}

/** Product numbers without repeats, in the author's order; every one must be a catalogue product. */
async function checkedProducts(ctx: PostsContext, productNos: readonly number[]): Promise<number[]> {
  const unique = [...new Set(productNos)];
  const known = await existingProducts(ctx.db, unique);
  const missing = unique.find((productNo) => !known.has(productNo));
  if (missing !== undefined) throw new AppError('NOT_MATCHED', `태그한 상품을 찾을 수 없습니다: ${missing}`);
  return unique;
}

function starToast(stars: number): ToastItem {
  return {
    icon: 'star',
    startPhrase: '글쓰기 보상으로 별',
    pointPhrase: `${stars}개`,
    endPhrase: '를 받았어요!',
  };
}

export async function createPost(
  ctx: PostsContext,
  member: AuthMember,
  path: PostPath,
  input: PostInput,
): Promise<{ post: PostDetail; toastItems?: ToastItem[] }> {
  await assertCanWrite(ctx.db, member, ctx.now);
  const { title, body } = checkedText(path, input);
  await assertCleanText(ctx.db, title === null ? [body] : [title, body]);
  const productNos = await checkedProducts(ctx, input.productNos);
  const nowIso = ctx.now.toISOString();
  const { postId, stars } = await ctx.db.transaction().execute(async (trx) => {
    // The limit again, counted under the member's lock with the insert (parallel posts take turns).
    await holdWriteLimit(trx, member, ctx.now);
    const postId = await insertPost(trx, {
      type: path,
      member_id: member.memberId,
      title,
      body,
      ...searchColumns(title, body),
      status: 'visible',
      board_date: seoulDate(ctx.now),
      created_at: nowIso,
      updated_at: null,
      deleted_at: null,
      popularity: popularityScore({ likeCount: 0, replyCount: 0, clipCount: 0, viewCount: 0 }, ctx.now),
      accepted_reply_id: null,
      closes_at: null,
    });
    await attachPhotos(trx, { memberId: member.memberId, postId, photoIds: input.photoIds });
    await replaceProductTags(trx, postId, productNos);
    const stars = await awardCommunityStars(trx, {
      memberId: member.memberId,
      amount: COMMUNITY_STARS.post,
      reason: path === 'qna' ? '커뮤니티 질문 작성' : '커뮤니티 글 작성',
      idempotencyKey: communityStarKey.post(postId),
      now: ctx.now,
    });
    return { postId, stars };
  });
  const detail = await postDetail(ctx, member.memberId, path, postId);
  return stars > 0 ? { ...detail, toastItems: [starToast(stars)] } : detail;
}

/** The author's own post on `path`, else 404 (unknown) or 403 (someone else's). */
async function ownPost(
  ctx: PostsContext,
  member: AuthMember,
  path: PostPath,
  postId: number,
): Promise<PostRow> {
  const row = await postOn(ctx, path, postId);
  if (row.member_id !== member.memberId) throw new AppError('FORBIDDEN', '작성자만 할 수 있습니다.');
  return row;
}

export async function updatePost(
  ctx: PostsContext,
  member: AuthMember,
  path: PostPath,
  postId: number,
  input: PostInput,
): Promise<{ post: PostDetail }> {
  const row = await ownPost(ctx, member, path, postId);
  // A vote's options are fixed once people vote; it has no edit.
  if (row.type === 'survey') throw notFound('글을 찾을 수 없습니다.');
  await assertCanWrite(ctx.db, member, ctx.now);
  const { title, body } = checkedText(path, input);
  await assertCleanText(ctx.db, title === null ? [body] : [title, body]);
  const productNos = await checkedProducts(ctx, input.productNos);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('community_post')
      .set({ title, body, ...searchColumns(title, body), updated_at: ctx.now.toISOString() })
      .where('post_id', '=', postId)
      .execute();
    await attachPhotos(trx, { memberId: member.memberId, postId, photoIds: input.photoIds });
    await replaceProductTags(trx, postId, productNos);
  });
  return postDetail(ctx, member.memberId, path, postId);
}

/**
 * Deleting is not rate-limited (a member may always clean up), but a banned member is refused like any
 * other action. Within COMMUNITY_STARS.clawbackHours of writing, the post's stars go back.
 */
export async function deletePost(
  ctx: PostsContext,
  member: AuthMember,
  path: PostPath,
  postId: number,
): Promise<{ deleted: true; toastItems?: ToastItem[] }> {
  const row = await ownPost(ctx, member, path, postId);
  assertCanAct(member);
  const nowIso = ctx.now.toISOString();
  const young = ctx.now.getTime() - Date.parse(row.created_at) < COMMUNITY_STARS.clawbackHours * HOUR_MS;
  const taken = await ctx.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('community_post')
      .set({ status: 'deleted', deleted_at: nowIso })
      .where('post_id', '=', postId)
      .where('status', '<>', 'deleted')
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw notFound('글을 찾을 수 없습니다.');
    if (!young) return 0;
    return takeBackCommunityStars(trx, {
      memberId: member.memberId,
      awardKey: communityStarKey.post(postId),
      clawbackKey: communityStarKey.postClawback(postId),
      reason: `작성 ${COMMUNITY_STARS.clawbackHours}시간 안에 삭제한 글`,
      now: ctx.now,
    });
  });
  return deletedAnswer(taken, `${COMMUNITY_STARS.clawbackHours}시간 안에 삭제한 글이라 별`);
}

// ------------------------------------------------------------------ likes, clippings, views, shares

/** Sets the member's like or clipping of a post (never toggles) and keeps the counter and popularity. */
export async function setPostReaction(
  ctx: PostsContext,
  member: AuthMember,
  path: PostPath,
  postId: number,
  kind: Extract<ReactionKind, 'post-like' | 'post-clip'>,
  on: boolean,
): Promise<{ state: boolean; count: number }> {
  assertCanAct(member);
  const post = await postOn(ctx, path, postId);
  return ctx.db.transaction().execute(async (trx) => {
    const delta = await setReaction(trx, {
      kind,
      targetId: postId,
      memberId: member.memberId,
      on,
      now: ctx.now,
    });
    const counts = await addToCounters(trx, postId, kind === 'post-like' ? { like: delta } : { clip: delta });
    // The author's grouped like notification, under the post's row lock the counter update took.
    if (kind === 'post-like' && delta !== 0) {
      const likers = await likersBesidesAuthor(trx, postId, post.member_id);
      await notifyPostLike(trx, {
        post: { postId, type: post.type, authorId: post.member_id, title: post.title, body: post.body },
        likerId: member.memberId,
        added: delta > 0,
        likersBesidesAuthor: likers.count,
        latestLikerId: likers.latestId,
        now: ctx.now,
      });
    }
    return { state: on, count: kind === 'post-like' ? counts.likeCount : counts.clipCount };
  });
}

/** `communityType` must be the post's own type: a vote is not found as 'dashboard'. */
async function postOfType(ctx: PostsContext, type: CommunityType, postId: number): Promise<PostRow> {
  const row = await findPost(ctx.db, postId);
  if (!row || row.type !== type) throw notFound('글을 찾을 수 없습니다.');
  return row;
}

/**
 * Counts one view of a post by `viewer` (posts.view-count.ts: `member:<id>`, or `addr:<digest>` of a
 * signed-out client's address) unless that viewer was counted within VIEW_COUNT_WINDOW_HOURS; then
 * prunes the ended windows' rows when due.
 */
export async function countView(
  ctx: PostsContext,
  viewer: string,
  ref: { communityType: CommunityType; postId: number },
): Promise<{ viewCount: number; counted: boolean }> {
  await postOfType(ctx, ref.communityType, ref.postId);
  const result = await ctx.db.transaction().execute(async (trx) => {
    const counted = await recordView(trx, {
      postId: ref.postId,
      viewer,
      now: ctx.now.toISOString(),
      windowStart: new Date(ctx.now.getTime() - VIEW_COUNT_WINDOW_HOURS * HOUR_MS).toISOString(),
    });
    const counts = await addToCounters(trx, ref.postId, counted ? { view: 1 } : {});
    return { viewCount: counts.viewCount, counted };
  });
  await pruneViewsIfDue(ctx.db, ctx.now);
  return result;
}

/** The SPA's page of a post (src/routes/community/board-detail/$id.tsx and qna/$id.tsx). */
export function postRoute(type: CommunityType, postId: number): string {
  return type === 'qna' ? `/community/qna/${postId}` : `/community/board-detail/${postId}`;
}

/** The native app opens a link of its own scheme in its web view (the bridge's moveRoute). */
export const APP_LINK_BASE = 'jecheol://web?url=';
/** The picture a shared post without photos shows: the site's share picture (PNG; previews take no SVG). */
export const DEFAULT_SHARE_IMAGE = '/og-image.png';

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

export async function sharePostInfo(
  ctx: PostsContext,
  sharer: { memberId: number | null; deviceUuid: string | null },
  ref: { communityType: CommunityType; postId: number },
): Promise<{ shareCount: number; share: ShareInfo }> {
  const row = await postOfType(ctx, ref.communityType, ref.postId);
  // A reported post waits for review; it is not passed around meanwhile.
  if (row.status !== 'visible') throw notFound('글을 찾을 수 없습니다.');
  const counts = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('community_share')
      .values({
        post_id: row.post_id,
        member_id: sharer.memberId,
        device_uuid: sharer.memberId === null ? sharer.deviceUuid : null,
        created_at: ctx.now.toISOString(),
      })
      .execute();
    return addToCounters(trx, row.post_id, { share: 1 });
  });
  const origin = ctx.webOrigin.replace(/\/+$/, '');
  const url = `${origin}${postRoute(row.type, row.post_id)}`;
  const photo = await firstPhotoOf(ctx.db, row.post_id);
  return {
    shareCount: counts.shareCount,
    share: {
      title: row.title ?? `제철장터 ${COMMUNITY_TYPE_LABELS[row.type]}`,
      description: excerptOf(row.body, 100),
      url,
      appUrl: `${APP_LINK_BASE}${encodeURIComponent(url)}`,
      // The JPEG: link previews (KakaoTalk and the like) document JPEG and PNG, not WebP.
      imageUrl: absolute(origin, photo ? photoShareImageUrl(photo) : DEFAULT_SHARE_IMAGE),
      communityType: row.type,
      postId: row.post_id,
    },
  };
}

export type { PostSummary };
