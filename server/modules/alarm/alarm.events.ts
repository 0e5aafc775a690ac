import { ALARM_TYPE } from '#contract/rules/alarm-rules.ts';
import type { Db } from '../../db/schema.ts';
import type { PostType } from '../../db/schema-community.ts';
import { addAlarm, setGroupCount, upsertGroupedAlarm } from './alarm.repository.ts';

/**
 * What other modules call when something worth a notification happens. Each runs in the event's own
 * transaction (`db` is that transaction), so the notification commits or rolls back with the event,
 * and each is idempotent by its dedupe key (docs/alarms.md lists them).
 */

/**
 * The post's screen; with a reply, `?reply=<replyId>`, which the post detail route reads to scroll to
 * that reply and highlight it (an unknown or removed one is ignored there).
 */
export const postLink = (type: PostType, postId: number, replyId?: number) => {
  const path = type === 'qna' ? `/community/qna/${postId}` : `/community/board-detail/${postId}`;
  return replyId === undefined ? path : `${path}?reply=${replyId}`;
};
export const STARS_LINK = '/my-page/point';
export const noticeLink = (noticeId: number) => `/notice/${noticeId}`;
export const eventLink = (eventId: number) => `/event/${eventId}`;

export interface RepliedPost {
  postId: number;
  type: PostType;
  authorId: number;
}

/**
 * A reply was written: the post's author hears of it (an answer, on a question), and so does the
 * author of the reply it answers (`answeredAuthorId`: the reply the member pressed 답글 on, which may
 * be a nested reply of the thread; never merely the thread's first commenter) when that is someone
 * else. One notification per member and reply; the writer never hears of their own reply.
 */
export async function notifyReply(
  trx: Db,
  input: {
    post: RepliedPost;
    replyId: number;
    writerId: number;
    body: string;
    answeredAuthorId: number | null;
    now: Date;
  },
): Promise<void> {
  const common = {
    type: ALARM_TYPE.communityReply,
    dedupeKey: `reply:${input.replyId}`,
    link: postLink(input.post.type, input.post.postId, input.replyId),
    createdAt: input.now.toISOString(),
    actorMemberId: input.writerId,
    postId: input.post.postId,
    replyId: input.replyId,
    detail: input.body,
  };
  // The answered reply's author first: "a reply to my reply" says more than "a reply on my post".
  if (input.answeredAuthorId !== null) {
    await addAlarm(trx, { ...common, memberId: input.answeredAuthorId, variant: 'reply' });
  }
  if (input.post.authorId !== input.answeredAuthorId) {
    await addAlarm(trx, {
      ...common,
      memberId: input.post.authorId,
      variant: input.post.type === 'qna' ? 'answer' : 'post',
    });
  }
}

/**
 * A like of a post was set or taken back. One notification per post for its author, whose count is
 * the others who like it now (`likersBesidesAuthor`); a new like makes it new again, a like taken
 * back only lowers the count. The caller holds the post's row lock (its counter update), so parallel
 * likes write this row in turn and the newest count wins.
 */
export async function notifyPostLike(
  trx: Db,
  input: {
    post: RepliedPost & { title: string | null; body: string };
    likerId: number;
    added: boolean;
    likersBesidesAuthor: number;
    latestLikerId: number | null;
    now: Date;
  },
): Promise<void> {
  const dedupeKey = `post-like:${input.post.postId}`;
  if (!input.added) {
    await setGroupCount(trx, {
      memberId: input.post.authorId,
      dedupeKey,
      actorCount: input.likersBesidesAuthor,
      actorMemberId: input.latestLikerId,
    });
    return;
  }
  await upsertGroupedAlarm(trx, {
    memberId: input.post.authorId,
    type: ALARM_TYPE.postLike,
    dedupeKey,
    link: postLink(input.post.type, input.post.postId),
    createdAt: input.now.toISOString(),
    actorMemberId: input.likerId,
    actorCount: input.likersBesidesAuthor,
    postId: input.post.postId,
    detail: input.post.title ?? input.post.body,
  });
}

/** The asker accepted an answer: its author hears of it once per question. */
export async function notifyAnswerAccepted(
  trx: Db,
  input: { postId: number; replyId: number; answererId: number; askerId: number; detail: string; now: Date },
): Promise<void> {
  await addAlarm(trx, {
    memberId: input.answererId,
    type: ALARM_TYPE.answerAccepted,
    dedupeKey: `accepted:${input.postId}`,
    link: postLink('qna', input.postId, input.replyId),
    createdAt: input.now.toISOString(),
    actorMemberId: input.askerId,
    postId: input.postId,
    replyId: input.replyId,
    detail: input.detail,
  });
}

/**
 * Stars were awarded (the ledger's award function calls this in the award's transaction). Awards the
 * member's own action earns at that moment, with a toast on the spot (a post, a reply, the daily game),
 * are not news; every other award is (welcome, app login, an accepted answer's stars, an operator's
 * grant, an event's).
 */
const SELF_EARNED_KEYS = [/^community:post:/, /^community:reply:/, /^game:/];

export async function notifyStarsEarned(
  trx: Db,
  input: {
    memberId: number;
    entryId: number;
    amount: number;
    reason: string;
    idempotencyKey: string;
    at: Date;
  },
): Promise<void> {
  if (SELF_EARNED_KEYS.some((pattern) => pattern.test(input.idempotencyKey))) return;
  await addAlarm(trx, {
    memberId: input.memberId,
    type: ALARM_TYPE.starsEarned,
    dedupeKey: `stars:${input.entryId}`,
    link: STARS_LINK,
    createdAt: input.at.toISOString(),
    amount: input.amount,
    detail: input.reason,
  });
}
