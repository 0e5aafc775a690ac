import { type Insertable, sql, type Transaction } from 'kysely';
import { type EngagementCounts, popularityScore } from '#contract/rules/community-rules.ts';
import type { DB, Db } from '../../../db/schema.ts';
import type { CommunityPostTable, PostType, ReactionKind } from '../../../db/schema-community.ts';
import { POST_COLUMNS, type PostRow } from '../shared/community.mapping.ts';
import type { PostCursor } from './posts.cursor.ts';

/**
 * The posts' queries. Every list is a keyset walk over one of 0010_community's indexes, newest (or most
 * popular) first with the post id breaking ties; the row-value comparison `(key, id) < (?, ?)` is what
 * both databases turn into an index range.
 */

export async function findPost(db: Db, postId: number): Promise<PostRow | undefined> {
  return db
    .selectFrom('community_post')
    .select(POST_COLUMNS)
    .where('post_id', '=', postId)
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
}

const latestAfter = (cursor: Extract<PostCursor, { o: 'latest' }>) =>
  sql<boolean>`(created_at, post_id) < (${cursor.at}, ${cursor.id})`;
const popularAfter = (cursor: Extract<PostCursor, { o: 'popular' }>) =>
  sql<boolean>`(popularity, post_id) < (${cursor.score}, ${cursor.id})`;

export type ListOrder =
  | { o: 'latest'; after: PostCursor | null }
  | { o: 'popular'; after: PostCursor | null };

/** Visible posts of the given types (all when undefined), in one order, `limit` rows after the cursor. */
export async function listPosts(
  db: Db,
  input: {
    types?: readonly PostType[];
    boardDate?: string;
    since?: string;
    qnaStatus?: 'all' | 'open' | 'resolved';
    order: 'latest' | 'popular';
    after: PostCursor | null;
    limit: number;
  },
): Promise<PostRow[]> {
  let query = db.selectFrom('community_post').select(POST_COLUMNS).where('status', '=', 'visible');
  if (input.types) {
    const [only] = input.types;
    query =
      input.types.length === 1 && only
        ? query.where('type', '=', only)
        : query.where('type', 'in', [...input.types]);
  }
  if (input.boardDate) query = query.where('board_date', '=', input.boardDate);
  if (input.since) {
    query = query.where('created_at', '>=', input.since);
    // Every post written since then scores at least this (its engagement term is never negative), so the
    // popular list is a walk down the popularity index that stops at the window, instead of a sort of
    // every post of the window (which a planner would otherwise pick from the created_at index).
    if (input.order === 'popular') {
      const zero = { likeCount: 0, replyCount: 0, clipCount: 0, viewCount: 0 };
      query = query.where('popularity', '>=', popularityScore(zero, new Date(input.since)));
    }
  }
  if (input.qnaStatus === 'open') query = query.where('accepted_reply_id', 'is', null);
  if (input.qnaStatus === 'resolved') query = query.where('accepted_reply_id', 'is not', null);
  if (input.order === 'latest') {
    if (input.after?.o === 'latest') query = query.where(latestAfter(input.after));
    query = query.orderBy('created_at', 'desc').orderBy('post_id', 'desc');
  } else {
    if (input.after?.o === 'popular') query = query.where(popularAfter(input.after));
    query = query.orderBy('popularity', 'desc').orderBy('post_id', 'desc');
  }
  return query.limit(input.limit).execute();
}

/** The nearest earlier and later board days with a visible post of the type. */
export async function adjacentBoardDates(
  db: Db,
  type: PostType,
  date: string,
): Promise<{ previous: string | null; next: string | null }> {
  const base = db.selectFrom('community_post').where('type', '=', type).where('status', '=', 'visible');
  const [previous, next] = await Promise.all([
    base
      .select('board_date')
      .where('board_date', '<', date)
      .orderBy('board_date', 'desc')
      .limit(1)
      .executeTakeFirst(),
    base
      .select('board_date')
      .where('board_date', '>', date)
      .orderBy('board_date', 'asc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { previous: previous?.board_date ?? null, next: next?.board_date ?? null };
}

/** The member's own posts (hidden ones included: the author still sees them), newest first. */
export async function listMemberPosts(
  db: Db,
  memberId: number,
  after: Extract<PostCursor, { o: 'latest' }> | null,
  limit: number,
): Promise<PostRow[]> {
  let query = db
    .selectFrom('community_post')
    .select(POST_COLUMNS)
    .where('member_id', '=', memberId)
    .where('status', '<>', 'deleted');
  if (after) query = query.where(latestAfter(after));
  return query.orderBy('created_at', 'desc').orderBy('post_id', 'desc').limit(limit).execute();
}

/**
 * Posts the member liked or clipped, most recently reacted first; the cursor is the reaction's time and
 * the post id. Deleted posts are left out (their reactions stay, harmless).
 */
export async function listReactedPosts(
  db: Db,
  memberId: number,
  kind: ReactionKind,
  after: Extract<PostCursor, { o: 'latest' }> | null,
  limit: number,
): Promise<{ row: PostRow; reactedAt: string }[]> {
  let query = db
    .selectFrom('community_reaction as r')
    .innerJoin('community_post as p', 'p.post_id', 'r.target_id')
    .select(POST_COLUMNS.map((column) => `p.${column}` as const))
    .select('r.created_at as reacted_at')
    .where('r.member_id', '=', memberId)
    .where('r.kind', '=', kind)
    .where('p.status', '<>', 'deleted');
  if (after) query = query.where(sql<boolean>`(r.created_at, r.target_id) < (${after.at}, ${after.id})`);
  const rows = await query
    .orderBy('r.created_at', 'desc')
    .orderBy('r.target_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ reacted_at, ...row }) => ({ row: row as PostRow, reactedAt: reacted_at }));
}

/** The newest visible post's time: one index probe per type. */
export async function latestPostAt(db: Db): Promise<string | null> {
  const probe = (type: PostType) =>
    db
      .selectFrom('community_post')
      .select('created_at')
      .where('type', '=', type)
      .where('status', '=', 'visible')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  const rows = await Promise.all((['dashboard', 'qna', 'survey'] as const).map(probe));
  const times = rows.flatMap((row) => (row ? [row.created_at] : []));
  return times.length === 0 ? null : times.reduce((a, b) => (a > b ? a : b));
}

export async function insertPost(
  trx: Transaction<DB>,
  values: Insertable<CommunityPostTable>,
): Promise<number> {
  const row = await trx
    .insertInto('community_post')
    .values(values)
    .returning('post_id')
    .executeTakeFirstOrThrow();
  return row.post_id;
}

/** Which of `productNos` are products of the catalogue. */
export async function existingProducts(db: Db, productNos: readonly number[]): Promise<Set<number>> {
  if (productNos.length === 0) return new Set();
  const rows = await db
    .selectFrom('product')
    .select('product_no')
    .where('product_no', 'in', [...productNos])
    .execute();
  return new Set(rows.map((row) => row.product_no));
}

export async function replaceProductTags(
  trx: Transaction<DB>,
  postId: number,
  productNos: readonly number[],
): Promise<void> {
  await trx.deleteFrom('community_post_product').where('post_id', '=', postId).execute();
  if (productNos.length === 0) return;
  await trx
    .insertInto('community_post_product')
    .values(productNos.map((productNo, position) => ({ post_id: postId, product_no: productNo, position })))
    .execute();
}

export interface CounterDelta {
  like?: number;
  clip?: number;
  view?: number;
  share?: number;
}

/**
 * Adds to a post's counters and stores the popularity of the new counts, in the caller's transaction.
 * The first update locks the row on PostgreSQL, so the popularity written is always that of the counts
 * the same transaction sees. Returns the new counts.
 */
export async function addToCounters(
  trx: Transaction<DB>,
  postId: number,
  delta: CounterDelta,
): Promise<EngagementCounts & { shareCount: number }> {
  const row = await trx
    .updateTable('community_post')
    .set((eb) => ({
      like_count: eb('like_count', '+', delta.like ?? 0),
      clip_count: eb('clip_count', '+', delta.clip ?? 0),
      view_count: eb('view_count', '+', delta.view ?? 0),
      share_count: eb('share_count', '+', delta.share ?? 0),
    }))
    .where('post_id', '=', postId)
    .returning(['like_count', 'clip_count', 'reply_count', 'view_count', 'share_count', 'created_at'])
    .executeTakeFirstOrThrow();
  const counts = {
    likeCount: row.like_count,
    clipCount: row.clip_count,
    replyCount: row.reply_count,
    viewCount: row.view_count,
  };
  if (delta.like || delta.clip || delta.view) {
    await trx
      .updateTable('community_post')
      .set({ popularity: popularityScore(counts, new Date(row.created_at)) })
      .where('post_id', '=', postId)
      .execute();
  }
  return { ...counts, shareCount: row.share_count };
}

/**
 * Counts a view by `viewer` unless the same viewer was counted within the window: the upsert only
 * moves `counted_at` when the last count is older than `windowStart`, so it says whether this one counts.
 */
export async function recordView(
  trx: Transaction<DB>,
  input: { postId: number; viewer: string; now: string; windowStart: string },
): Promise<boolean> {
  const result = await trx
    .insertInto('community_view')
    .values({ post_id: input.postId, viewer: input.viewer, counted_at: input.now })
    .onConflict((oc) =>
      oc
        .columns(['post_id', 'viewer'])
        .doUpdateSet({ counted_at: input.now })
        .where('community_view.counted_at', '<=', input.windowStart),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
