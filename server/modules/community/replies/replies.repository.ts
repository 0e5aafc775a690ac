import type { Selectable, Transaction } from 'kysely';
import { popularityScore } from '#contract/rules/community-rules.ts';
import type { Dialect } from '../../../db/database.ts';
import type { DB, Db } from '../../../db/schema.ts';
import type { CommunityReplyTable, PostType } from '../../../db/schema-community.ts';

/**
 * The replies' queries. Write paths lock the post row before a reply row (PostgreSQL `for update`;
 * SQLite runs one write transaction at a time), so creating, deleting and accepting replies of one post
 * take turns and can never deadlock one another.
 */
export type ReplyRow = Selectable<CommunityReplyTable>;

export interface ReplyPost {
  post_id: number;
  type: PostType;
  member_id: number;
  status: 'visible' | 'hidden' | 'deleted';
  accepted_reply_id: number | null;
  reply_count: number;
  created_at: string;
}

const POST_FACTS = [
  'post_id',
  'type',
  'member_id',
  'status',
  'accepted_reply_id',
  'reply_count',
  'created_at',
] as const;

/** A post that is not deleted (hidden ones included). */
export async function findReplyPost(db: Db, postId: number): Promise<ReplyPost | undefined> {
  return db
    .selectFrom('community_post')
    .select(POST_FACTS)
    .where('post_id', '=', postId)
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
}

/** The same, locked until the transaction ends (on PostgreSQL). */
export async function lockReplyPost(
  trx: Transaction<DB>,
  dialect: Dialect,
  postId: number,
): Promise<ReplyPost | undefined> {
  let query = trx
    .selectFrom('community_post')
    .select(POST_FACTS)
    .where('post_id', '=', postId)
    .where('status', '<>', 'deleted');
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** A reply of the post that is not deleted. */
export async function findReply(db: Db, postId: number, replyId: number): Promise<ReplyRow | undefined> {
  return db
    .selectFrom('community_reply')
    .selectAll()
    .where('reply_id', '=', replyId)
    .where('post_id', '=', postId)
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
}

export async function lockReply(
  trx: Transaction<DB>,
  dialect: Dialect,
  postId: number,
  replyId: number,
): Promise<ReplyRow | undefined> {
  let query = trx
    .selectFrom('community_reply')
    .selectAll()
    .where('reply_id', '=', replyId)
    .where('post_id', '=', postId)
    .where('status', '<>', 'deleted');
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Top-level replies of a post in writing order after `afterId`: every reply that is not deleted, and a
 * deleted one only while a reply under it remains (it stays as DELETED_REPLY_TEXT to hold the thread).
 */
export async function listTopLevel(
  db: Db,
  input: { postId: number; afterId: number; excludeId: number | null; limit: number },
): Promise<ReplyRow[]> {
  let query = db
    .selectFrom('community_reply as r')
    .selectAll('r')
    .where('r.post_id', '=', input.postId)
    .where('r.parent_reply_id', 'is', null)
    .where('r.reply_id', '>', input.afterId)
    .where((eb) =>
      eb.or([
        eb('r.status', '<>', 'deleted'),
        eb.exists(
          eb
            .selectFrom('community_reply as c')
            .select('c.reply_id')
            .whereRef('c.parent_reply_id', '=', 'r.reply_id')
            .where('c.status', '<>', 'deleted'),
        ),
      ]),
    );
  if (input.excludeId !== null) query = query.where('r.reply_id', '<>', input.excludeId);
  return query.orderBy('r.reply_id').limit(input.limit).execute();
}

/** The replies under the given top-level replies (deleted ones left out), in writing order. */
export async function listChildren(db: Db, parentIds: readonly number[]): Promise<ReplyRow[]> {
  if (parentIds.length === 0) return [];
  return db
    .selectFrom('community_reply')
    .selectAll()
    .where('parent_reply_id', 'in', [...parentIds])
    .where('status', '<>', 'deleted')
    .orderBy('reply_id')
    .execute();
}

/** One reply by id whatever its status (to answer with it after a write). */
export async function replyById(db: Db, replyId: number): Promise<ReplyRow | undefined> {
  return db.selectFrom('community_reply').selectAll().where('reply_id', '=', replyId).executeTakeFirst();
}

/**
 * Adds `delta` to the post's reply count and stores the popularity of the new counts, in the caller's
 * transaction; the first statement locks the row on PostgreSQL, so the score matches the counts. A post
 * that is gone (or, with `onlyVisible`, no longer visible) changes nothing and answers undefined.
 */
export async function addReplies(
  trx: Transaction<DB>,
  postId: number,
  delta: number,
  patch: { acceptedReplyId?: number | null; onlyVisible?: boolean } = {},
): Promise<{ replyCount: number } | undefined> {
  let query = trx
    .updateTable('community_post')
    .set((eb) => ({
      reply_count: eb('reply_count', '+', delta),
      ...(patch.acceptedReplyId !== undefined ? { accepted_reply_id: patch.acceptedReplyId } : {}),
    }))
    .where('post_id', '=', postId);
  query = patch.onlyVisible ? query.where('status', '=', 'visible') : query.where('status', '<>', 'deleted');
  const row = await query
    .returning(['like_count', 'clip_count', 'reply_count', 'view_count', 'created_at'])
    .executeTakeFirst();
  if (!row) return undefined;
  const popularity = popularityScore(
    {
      likeCount: row.like_count,
      replyCount: row.reply_count,
      clipCount: row.clip_count,
      viewCount: row.view_count,
    },
    new Date(row.created_at),
  );
  await trx.updateTable('community_post').set({ popularity }).where('post_id', '=', postId).execute();
  return { replyCount: row.reply_count };
}
