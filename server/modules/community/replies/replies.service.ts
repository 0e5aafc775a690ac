import type { z } from 'zod';
import type { Author, Reply, ReplyItem } from '#contract/community.ts';
import type { toastItemSchema } from '#contract/endpoint.ts';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_STARS,
  communityStarKey,
  DELETED_REPLY_TEXT,
  HIDDEN_CONTENT_TEXT,
  textLength,
} from '#contract/rules/community-rules.ts';
import { WITHDRAWN_NICKNAME } from '#contract/rules/nickname.ts';
import type { Dialect } from '../../../db/database.ts';
import type { PostType } from '../../../db/schema-community.ts';
import { AppError, notFound } from '../../../http/errors.ts';
import type { ServiceContext } from '../../../shared/context.ts';
import { packCursor, unpackCursor } from '../../../shared/cursor.ts';
import { notifyAnswerAccepted, notifyReply } from '../../alarm/alarm.events.ts';
import type { AuthMember } from '../../auth/auth.guard.ts';
import { assertCleanText } from '../moderation/banned-words.ts';
import { assertCanAct, assertCanWrite, holdWriteLimit } from '../shared/community.guard.ts';
import { authorsOf } from '../shared/community.mapping.ts';
import { reactedAmong, setReaction } from '../shared/community.reactions.ts';
import { awardCommunityStars, deletedAnswer, takeBackCommunityStars } from '../shared/community.stars.ts';
import {
  addReplies,
  findReply,
  findReplyPost,
  listChildren,
  listTopLevel,
  lockReply,
  lockReplyPost,
  type ReplyPost,
  type ReplyRow,
  replyById,
} from './replies.repository.ts';

/**
 * Replies (오늘의 식탁 and vote comments, Q&A answers), their likes, and accepting an answer.
 *
 * Rules decided here (docs: the header of contract/community.ts lists the codes):
 * - Replies nest one level: a reply's parent must be a visible top-level reply of the same post (12).
 *   The reply answered (`answeredReplyId`, whose author is notified) is the parent or a visible reply
 *   under it (12 otherwise, and without a parent).
 * - A deleted reply with replies under it stays as DELETED_REPLY_TEXT without an author; one without
 *   disappears. A hidden (reported) reply shows HIDDEN_CONTENT_TEXT to everyone but its author.
 * - Stars (COMMUNITY_STARS.reply, under the daily cap) for a reply on someone else's post only: replying
 *   under one's own post earns nothing, so a conversation with oneself is not a star source. A reply
 *   deleted within COMMUNITY_STARS.clawbackHours gives its stars back, as a post does.
 * - Accepting: only the asker (403, 20), a visible top-level answer of that question by someone else
 *   (accepting one's own answer or a reply to an answer is 12; unknown or deleted is 404). The question
 *   stays open to changes until it is deleted: accepting another answer moves the mark, accepting the
 *   same one again changes nothing. The first accepted answerer keeps COMMUNITY_STARS.acceptedAnswer
 *   (one award per question, communityStarKey.acceptedAnswer), whatever happens to the mark later.
 * - Deleting the accepted answer makes the question unresolved again in the same transaction.
 */

type ToastItem = z.infer<typeof toastItemSchema>;

export interface RepliesContext extends Pick<ServiceContext, 'db' | 'now'> {
  dialect: Dialect;
}

/** '/dashboard/{id}/reply…' serves 오늘의 식탁 and votes, '/qna/{id}/reply…' questions. */
export type ReplyPath = 'dashboard' | 'qna';
const TYPES_OF: Record<ReplyPath, readonly PostType[]> = { dashboard: ['dashboard', 'survey'], qna: ['qna'] };

const HOUR_MS = 60 * 60 * 1000;
const postNotFound = () => notFound('글을 찾을 수 없습니다.');
const replyNotFound = () => notFound('댓글을 찾을 수 없습니다.');

/** A post reachable on `path` (not deleted, of the path's types), else 404. */
async function postOn(ctx: RepliesContext, path: ReplyPath, postId: number): Promise<ReplyPost> {
  const post = await findReplyPost(ctx.db, postId);
  if (!post || !TYPES_OF[path].includes(post.type)) throw postNotFound();
  return post;
}

// ------------------------------------------------------------------ the cursor

/** The last top-level reply id a page showed, as base64url JSON; anything else is code 12. */
const encodeReplyCursor = (afterId: number) => packCursor(['reply', afterId]);

function decodeReplyCursor(value: string | undefined): number | null {
  if (value === undefined) return null;
  const malformed = () => new AppError('NOT_MATCHED', '목록의 다음 페이지 정보(cursor)가 올바르지 않습니다.');
  const parsed = unpackCursor(value);
  if (parsed?.length !== 2 || parsed[0] !== 'reply') throw malformed();
  const afterId: unknown = parsed[1];
  if (typeof afterId !== 'number' || !Number.isSafeInteger(afterId) || afterId < 0) throw malformed();
  return afterId;
}

// ------------------------------------------------------------------ shaping

interface ReplyFacts {
  authors: Awaited<ReturnType<typeof authorsOf>>;
  liked: Set<number>;
  viewerId: number | null;
  acceptedReplyId: number | null;
}

async function factsOf(
  ctx: RepliesContext,
  rows: readonly ReplyRow[],
  viewerId: number | null,
  acceptedReplyId: number | null,
): Promise<ReplyFacts> {
  const [authors, liked] = await Promise.all([
    authorsOf(
      ctx.db,
      rows.filter((row) => row.status !== 'deleted').map((row) => row.member_id),
      ctx.now,
    ),
    reactedAmong(ctx.db, {
      kind: 'reply-like',
      targetIds: rows.map((row) => row.reply_id),
      memberId: viewerId,
    }),
  ]);
  return { authors, liked, viewerId, acceptedReplyId };
}

function itemOf(row: ReplyRow, facts: ReplyFacts): ReplyItem {
  const deleted = row.status === 'deleted';
  const hidden = row.status === 'hidden';
  const found = facts.authors.get(row.member_id);
  const isMine = !deleted && found !== undefined && row.member_id === facts.viewerId;
  const author: Author | null = deleted
    ? null
    : { nickname: found?.nickname ?? WITHDRAWN_NICKNAME, levelName: found?.levelName ?? null, isMine };
  return {
    replyId: row.reply_id,
    postId: row.post_id,
    parentReplyId: row.parent_reply_id,
    body: deleted ? DELETED_REPLY_TEXT : hidden && !isMine ? HIDDEN_CONTENT_TEXT : row.body,
    isDeleted: deleted,
    isHidden: hidden,
    author,
    likeCount: row.like_count,
    isLiked: facts.liked.has(row.reply_id),
    isAccepted: !deleted && row.reply_id === facts.acceptedReplyId,
    createdAt: row.created_at,
    updatedAt: deleted ? null : row.updated_at,
    canEdit: isMine,
    canDelete: isMine,
  };
}

/** Top-level replies with the replies under them, each fact read once for the whole page. */
async function shapeThreads(
  ctx: RepliesContext,
  tops: readonly ReplyRow[],
  viewerId: number | null,
  acceptedReplyId: number | null,
): Promise<Reply[]> {
  if (tops.length === 0) return [];
  const children = await listChildren(
    ctx.db,
    tops.map((row) => row.reply_id),
  );
  const facts = await factsOf(ctx, [...tops, ...children], viewerId, acceptedReplyId);
  return tops.map((top) => ({
    ...itemOf(top, facts),
    replies: children
      .filter((child) => child.parent_reply_id === top.reply_id)
      .map((child) => itemOf(child, facts)),
  }));
}

async function shapeOne(
  ctx: RepliesContext,
  replyId: number,
  viewerId: number,
  post: ReplyPost,
): Promise<Reply> {
  const row = await replyById(ctx.db, replyId);
  if (!row) throw replyNotFound();
  const [reply] = await shapeThreads(ctx, [row], viewerId, post.accepted_reply_id);
  if (!reply) throw replyNotFound();
  // A reply under a reply has no thread of its own.
  return row.parent_reply_id === null ? reply : { ...reply, replies: [] };
}

// ------------------------------------------------------------------ reading

export async function listReplies(
  ctx: RepliesContext,
  viewerId: number | null,
  path: ReplyPath,
  postId: number,
  query: { cursor?: string | undefined; size: number },
): Promise<{ replies: Reply[]; nextCursor: string | null; totalCount: number }> {
  const post = await postOn(ctx, path, postId);
  const after = decodeReplyCursor(query.cursor);
  // A question's accepted answer leads the first page and is left out of the sequence after it.
  const acceptedId = path === 'qna' ? post.accepted_reply_id : null;
  const accepted =
    acceptedId !== null && after === null ? await findReply(ctx.db, postId, acceptedId) : undefined;
  const first = accepted && accepted.parent_reply_id === null ? [accepted] : [];
  const room = query.size - first.length;
  const rows = await listTopLevel(ctx.db, {
    postId,
    afterId: after ?? 0,
    excludeId: acceptedId,
    limit: room + 1,
  });
  const page = rows.slice(0, room);
  const last = page.at(-1)?.reply_id ?? after ?? 0;
  return {
    replies: await shapeThreads(ctx, [...first, ...page], viewerId, post.accepted_reply_id),
    nextCursor: rows.length > room ? encodeReplyCursor(last) : null,
    totalCount: post.reply_count,
  };
}

// ------------------------------------------------------------------ writing

const count = new Intl.NumberFormat('ko-KR');

/** Trimmed reply text: code 10 when empty, 13 past the limit (code points), 12 with a banned word. */
async function checkedBody(ctx: RepliesContext, text: string): Promise<string> {
  const body = text.trim();
  if (body === '') throw new AppError('REQUIRED_VALUE_MISSING', '댓글 내용을 입력해 주세요.');
  if (textLength(body) > COMMUNITY_LIMITS.replyMax) {
    throw new AppError(
      'OUT_OF_RANGE',
      `댓글은 ${count.format(COMMUNITY_LIMITS.replyMax)}자까지 쓸 수 있습니다.`,
    );
  }
  await assertCleanText(ctx.db, [body]);
  return body;
}

/**
 * The author of the reply a new reply answers, checked: the parent must be a visible top-level reply
 * of the post, and the answered reply the parent itself or a visible reply under it (code 12 otherwise).
 * Null for a top-level reply.
 */
async function answeredAuthor(
  ctx: RepliesContext,
  postId: number,
  parentId: number | null,
  answeredId: number | null,
): Promise<number | null> {
  if (parentId === null) {
    if (answeredId !== null) throw new AppError('NOT_MATCHED', '답글을 달 댓글을 찾을 수 없습니다.');
    return null;
  }
  const parent = await findReply(ctx.db, postId, parentId);
  if (!parent || parent.parent_reply_id !== null || parent.status !== 'visible') {
    throw new AppError('NOT_MATCHED', '답글은 이 글의 댓글에만 달 수 있습니다.');
  }
  if (answeredId === null || answeredId === parentId) return parent.member_id;
  const answered = await findReply(ctx.db, postId, answeredId);
  if (!answered || answered.parent_reply_id !== parentId || answered.status !== 'visible') {
    throw new AppError('NOT_MATCHED', '답글을 달 댓글을 찾을 수 없습니다.');
  }
  return answered.member_id;
}

export async function createReply(
  ctx: RepliesContext,
  member: AuthMember,
  path: ReplyPath,
  postId: number,
  input: { body: string; parentReplyId?: number | undefined; answeredReplyId?: number | undefined },
): Promise<{ reply: Reply; toastItems?: ToastItem[] }> {
  const post = await postOn(ctx, path, postId);
  if (post.status !== 'visible') throw postNotFound();
  await assertCanWrite(ctx.db, member, ctx.now);
  const body = await checkedBody(ctx, input.body);
  const parentId = input.parentReplyId ?? null;
  const answeredAuthorId = await answeredAuthor(ctx, postId, parentId, input.answeredReplyId ?? null);
  const { replyId, stars } = await ctx.db.transaction().execute(async (trx) => {
    // The limit again, counted under the member's lock (taken before the post's) with the insert.
    await holdWriteLimit(trx, member, ctx.now);
    // Then the post (its row lock orders this write among the post's other reply writes).
    const counted = await addReplies(trx, postId, 1, { onlyVisible: true });
    if (!counted) throw postNotFound();
    const { reply_id } = await trx
      .insertInto('community_reply')
      .values({
        post_id: postId,
        parent_reply_id: parentId,
        member_id: member.memberId,
        body,
        status: 'visible',
        created_at: ctx.now.toISOString(),
        updated_at: null,
        deleted_at: null,
      })
      .returning('reply_id')
      .executeTakeFirstOrThrow();
    // The notifications commit (or roll back) with the reply.
    await notifyReply(trx, {
      post: { postId, type: post.type, authorId: post.member_id },
      replyId: reply_id,
      writerId: member.memberId,
      body,
      answeredAuthorId,
      now: ctx.now,
    });
    const stars =
      post.member_id === member.memberId
        ? 0
        : await awardCommunityStars(trx, {
            memberId: member.memberId,
            amount: COMMUNITY_STARS.reply,
            reason: post.type === 'qna' ? '커뮤니티 답변 작성' : '커뮤니티 댓글 작성',
            idempotencyKey: communityStarKey.reply(reply_id),
            now: ctx.now,
          });
    return { replyId: reply_id, stars };
  });
  const reply = await shapeOne(ctx, replyId, member.memberId, post);
  if (stars === 0) return { reply };
  return {
    reply,
    toastItems: [
      { icon: 'star', startPhrase: '댓글 보상으로 별', pointPhrase: `${stars}개`, endPhrase: '를 받았어요!' },
    ],
  };
}

/** The member's own reply of a post on `path`: 404 when the post or reply is gone, 403 (20) when not theirs. */
async function ownReply(
  ctx: RepliesContext,
  member: AuthMember,
  path: ReplyPath,
  postId: number,
  replyId: number,
): Promise<{ post: ReplyPost; reply: ReplyRow }> {
  const post = await postOn(ctx, path, postId);
  const reply = await findReply(ctx.db, postId, replyId);
  if (!reply) throw replyNotFound();
  if (reply.member_id !== member.memberId) throw new AppError('FORBIDDEN', '작성자만 할 수 있습니다.');
  return { post, reply };
}

export async function updateReply(
  ctx: RepliesContext,
  member: AuthMember,
  path: ReplyPath,
  postId: number,
  replyId: number,
  input: { body: string },
): Promise<{ reply: Reply }> {
  const { post } = await ownReply(ctx, member, path, postId, replyId);
  await assertCanWrite(ctx.db, member, ctx.now);
  const body = await checkedBody(ctx, input.body);
  const result = await ctx.db
    .updateTable('community_reply')
    .set({ body, updated_at: ctx.now.toISOString() })
    .where('reply_id', '=', replyId)
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw replyNotFound();
  return { reply: await shapeOne(ctx, replyId, member.memberId, post) };
}

export async function deleteReply(
  ctx: RepliesContext,
  member: AuthMember,
  path: ReplyPath,
  postId: number,
  replyId: number,
): Promise<{ deleted: true; toastItems?: ToastItem[] }> {
  const { reply } = await ownReply(ctx, member, path, postId, replyId);
  assertCanAct(member);
  const young = ctx.now.getTime() - Date.parse(reply.created_at) < COMMUNITY_STARS.clawbackHours * HOUR_MS;
  const taken = await ctx.db.transaction().execute(async (trx) => {
    const post = await lockReplyPost(trx, ctx.dialect, postId);
    if (!post) throw postNotFound();
    const removed = await trx
      .updateTable('community_reply')
      .set({ status: 'deleted', deleted_at: ctx.now.toISOString() })
      .where('reply_id', '=', replyId)
      .where('post_id', '=', postId)
      .where('status', '<>', 'deleted')
      .executeTakeFirst();
    // A parallel delete of the same reply got here first: it has done the counting.
    if (removed.numUpdatedRows === 0n) throw replyNotFound();
    // Never a resolved question without its answer: the mark goes with the reply, under the post's lock.
    await addReplies(trx, postId, -1, post.accepted_reply_id === replyId ? { acceptedReplyId: null } : {});
    if (!young) return 0;
    return takeBackCommunityStars(trx, {
      memberId: member.memberId,
      awardKey: communityStarKey.reply(replyId),
      clawbackKey: communityStarKey.replyClawback(replyId),
      reason: `작성 ${COMMUNITY_STARS.clawbackHours}시간 안에 삭제한 댓글`,
      now: ctx.now,
    });
  });
  return deletedAnswer(taken, `${COMMUNITY_STARS.clawbackHours}시간 안에 삭제한 댓글이라 별`);
}

// ------------------------------------------------------------------ likes

export async function setReplyLike(
  ctx: RepliesContext,
  member: AuthMember,
  path: ReplyPath,
  postId: number,
  replyId: number,
  on: boolean,
): Promise<{ isLiked: boolean; likeCount: number }> {
  assertCanAct(member);
  await postOn(ctx, path, postId);
  if (!(await findReply(ctx.db, postId, replyId))) throw replyNotFound();
  return ctx.db.transaction().execute(async (trx) => {
    const delta = await setReaction(trx, {
      kind: 'reply-like',
      targetId: replyId,
      memberId: member.memberId,
      on,
      now: ctx.now,
    });
    const row = await trx
      .updateTable('community_reply')
      .set((eb) => ({ like_count: eb('like_count', '+', delta) }))
      .where('reply_id', '=', replyId)
      .returning('like_count')
      .executeTakeFirstOrThrow();
    return { isLiked: on, likeCount: row.like_count };
  });
}

// ------------------------------------------------------------------ accepting an answer

export async function acceptAnswer(
  ctx: RepliesContext,
  member: AuthMember,
  postId: number,
  replyId: number,
): Promise<{ qna: { isResolved: boolean; acceptedReplyId: number | null }; toastItems?: ToastItem[] }> {
  const question = await postOn(ctx, 'qna', postId);
  if (question.member_id !== member.memberId) {
    throw new AppError('FORBIDDEN', '질문한 사람만 답변을 채택할 수 있습니다.');
  }
  assertCanAct(member);
  await ctx.db.transaction().execute(async (trx) => {
    // The question's row lock makes parallel accepts (and deletes of answers) take turns.
    const post = await lockReplyPost(trx, ctx.dialect, postId);
    if (!post) throw postNotFound();
    const reply = await lockReply(trx, ctx.dialect, postId, replyId);
    if (!reply) throw notFound('답변을 찾을 수 없습니다.');
    if (post.accepted_reply_id === replyId) return;
    if (reply.parent_reply_id !== null) throw new AppError('NOT_MATCHED', '답글은 채택할 수 없습니다.');
    if (reply.member_id === member.memberId)
      throw new AppError('NOT_MATCHED', '내 답변은 채택할 수 없습니다.');
    if (reply.status !== 'visible') {
      throw new AppError('NOT_MATCHED', '신고가 접수되어 검토 중인 답변은 채택할 수 없습니다.');
    }
    await trx
      .updateTable('community_post')
      .set({ accepted_reply_id: replyId })
      .where('post_id', '=', postId)
      .execute();
    await notifyAnswerAccepted(trx, {
      postId,
      replyId,
      answererId: reply.member_id,
      askerId: member.memberId,
      detail: reply.body,
      now: ctx.now,
    });
    // Once per question: a later change of mind neither takes these back nor pays a second answerer.
    await awardCommunityStars(trx, {
      memberId: reply.member_id,
      amount: COMMUNITY_STARS.acceptedAnswer,
      reason: '커뮤니티 답변 채택',
      idempotencyKey: communityStarKey.acceptedAnswer(postId),
      now: ctx.now,
    });
  });
  return { qna: { isResolved: true, acceptedReplyId: replyId } };
}
