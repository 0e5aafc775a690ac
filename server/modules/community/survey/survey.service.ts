import type { Kysely, Transaction } from 'kysely';
import type { SurveyState } from '#contract/community.ts';
import { COMMUNITY_LIMITS, popularityScore, textLength } from '#contract/rules/community-rules.ts';
import { seoulDate } from '#contract/rules/seoul-time.ts';

import type { Dialect } from '../../../db/database.ts';
import type { DB, Db } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../http/errors.ts';
import type { ServiceContext } from '../../../shared/context.ts';
import type { AuthMember } from '../../auth/auth.guard.ts';
import { searchColumns } from '../search/search.columns.ts';
import { assertCanAct } from '../shared/community.guard.ts';

/**
 * Votes (community 'survey' posts): their state as a post shows it, casting and changing a vote, and the
 * operator's command that opens one. A member has one vote per survey (community_vote's primary key);
 * option counters change in the same transaction as the vote row, so they stay exact under concurrency.
 */

const isClosedAt = (closesAt: string | null, now: Date) =>
  closesAt === null || Date.parse(closesAt) <= now.getTime();

/** What every viewer of a vote shares: its closing time and its options with their counts. */
export interface SurveyFacts {
  closesAt: string | null;
  options: { optionId: number; text: string; voteCount: number }[];
}

/**
 * The shared facts of each survey post among `postIds` (other posts are absent from the map), read once
 * for a page; a viewer's state is then `surveyStateOf` with their own choice (`votesOf`).
 */
export async function surveyFacts(db: Db, postIds: readonly number[]): Promise<Map<number, SurveyFacts>> {
  const facts = new Map<number, SurveyFacts>();
  if (postIds.length === 0) return facts;
  const ids = [...new Set(postIds)];
  const [posts, options] = await Promise.all([
    db
      .selectFrom('community_post')
      .select(['post_id', 'closes_at'])
      .where('post_id', 'in', ids)
      .where('type', '=', 'survey')
      .execute(),
    db
      .selectFrom('community_survey_option')
      .select(['option_id', 'post_id', 'text', 'vote_count'])
      .where('post_id', 'in', ids)
      .orderBy('post_id')
      .orderBy('position')
      .orderBy('option_id')
      .execute(),
  ]);
  for (const post of posts) {
    facts.set(post.post_id, {
      closesAt: post.closes_at,
      options: options
        .filter((option) => option.post_id === post.post_id)
        .map((option) => ({ optionId: option.option_id, text: option.text, voteCount: option.vote_count })),
    });
  }
  return facts;
}

/** The member's choice in each of `postIds` they voted in (none for a guest). */
export async function votesOf(
  db: Db,
  postIds: readonly number[],
  memberId: number | null,
): Promise<Map<number, number>> {
  if (memberId === null || postIds.length === 0) return new Map();
  const votes = await db
    .selectFrom('community_vote')
    .select(['post_id', 'option_id'])
    .where('post_id', 'in', [...new Set(postIds)])
    .where('member_id', '=', memberId)
    .execute();
  return new Map(votes.map((vote) => [vote.post_id, vote.option_id]));
}

/**
 * A vote as one viewer sees it: its options in order, whether it is closed, and the viewer's own choice.
 * Counts are shown only once the viewer has voted or the vote has closed, so the first voters do not
 * sway the rest. A survey without a closing time (only a hand-made row could lack one) counts as closed.
 */
export function surveyStateOf(facts: SurveyFacts, myOptionId: number | null, now: Date): SurveyState {
  const isClosed = isClosedAt(facts.closesAt, now);
  const resultsVisible = isClosed || myOptionId !== null;
  return {
    closesAt: facts.closesAt ?? now.toISOString(),
    isClosed,
    options: facts.options.map((option) => ({
      optionId: option.optionId,
      text: option.text,
      voteCount: resultsVisible ? option.voteCount : null,
    })),
    totalVotes: resultsVisible ? facts.options.reduce((sum, option) => sum + option.voteCount, 0) : null,
    myOptionId,
    resultsVisible,
  };
}

/** The vote state of each survey post among `postIds` for one member (or a guest): see surveyStateOf. */
export async function surveyStates(
  db: Db,
  postIds: readonly number[],
  memberId: number | null,
  now: Date,
): Promise<Map<number, SurveyState>> {
  const [facts, mine] = await Promise.all([surveyFacts(db, postIds), votesOf(db, postIds, memberId)]);
  const states = new Map<number, SurveyState>();
  for (const [postId, shared] of facts)
    states.set(postId, surveyStateOf(shared, mine.get(postId) ?? null, now));
  return states;
}

export interface SurveyContext extends Pick<ServiceContext, 'db' | 'now'> {
  dialect: Dialect;
}

/**
 * Casts or moves the member's vote. The survey must be a visible vote (404 otherwise), the option one of
 * its own (code 12), and the vote open (409 code 18 once closed). Voting for the option already chosen
 * changes nothing. Option counters are updated in ascending option id, so two members moving their votes
 * in opposite directions at once cannot deadlock on PostgreSQL.
 */
export async function castVote(
  ctx: SurveyContext,
  member: AuthMember,
  postId: number,
  optionId: number,
): Promise<{ survey: SurveyState }> {
  assertCanAct(member);
  const post = await ctx.db
    .selectFrom('community_post')
    .select(['post_id', 'closes_at'])
    .where('post_id', '=', postId)
    .where('type', '=', 'survey')
    .where('status', '=', 'visible')
    .executeTakeFirst();
  if (!post) throw notFound('투표를 찾을 수 없습니다.');
  const option = await ctx.db
    .selectFrom('community_survey_option')
    .select('option_id')
    .where('option_id', '=', optionId)
    .where('post_id', '=', postId)
    .executeTakeFirst();
  if (!option) throw new AppError('UNDEFINED', '이 투표의 선택지가 아닙니다.');
  if (isClosedAt(post.closes_at, ctx.now)) {
    throw new AppError('DUPLICATED_REQUEST', '마감된 투표입니다. 결과만 볼 수 있습니다.');
  }
  await ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('community_vote')
      .values({
        post_id: postId,
        member_id: member.memberId,
        option_id: optionId,
        voted_at: ctx.now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['post_id', 'member_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) {
      await addVotes(trx, [[optionId, 1]]);
      return;
    }
    // A vote exists (perhaps committed a moment ago by a parallel call): lock it and move it.
    let query = trx
      .selectFrom('community_vote')
      .select('option_id')
      .where('post_id', '=', postId)
      .where('member_id', '=', member.memberId);
    if (ctx.dialect === 'postgres') query = query.forUpdate();
    const previous = await query.executeTakeFirstOrThrow();
    if (previous.option_id === optionId) return;
    await trx
      .updateTable('community_vote')
      .set({ option_id: optionId, voted_at: ctx.now.toISOString() })
      .where('post_id', '=', postId)
      .where('member_id', '=', member.memberId)
      .execute();
    await addVotes(trx, [
      [previous.option_id, -1],
      [optionId, 1],
    ]);
  });
  const survey = (await surveyStates(ctx.db, [postId], member.memberId, ctx.now)).get(postId);
  if (!survey) throw notFound('투표를 찾을 수 없습니다.');
  return { survey };
}

async function addVotes(trx: Transaction<DB>, deltas: [optionId: number, delta: number][]): Promise<void> {
  for (const [optionId, delta] of [...deltas].sort((a, b) => a[0] - b[0])) {
    await trx
      .updateTable('community_survey_option')
      .set((eb) => ({ vote_count: eb('vote_count', '+', delta) }))
      .where('option_id', '=', optionId)
      .execute();
  }
}

// ------------------------------------------------------------------ the operator's votes

/** The community's own account: operator votes are written in its name (shown as 제철장터). */
export const OPERATOR_ACCOUNT = {
  channelType: 0,
  providerSubject: 'operator:community',
  nickname: '제철장터',
};

/** The operator account's member id, created on first use (no provider can sign in as channel 0). */
export async function operatorMemberId(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  await db
    .insertInto('member')
    .values({
      channel_type: OPERATOR_ACCOUNT.channelType,
      provider_subject: OPERATOR_ACCOUNT.providerSubject,
      email: null,
      nickname: OPERATOR_ACCOUNT.nickname,
      name: null,
      gender: null,
      birth_year: null,
      mobile: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['channel_type', 'provider_subject']).doNothing())
    .execute();
  const row = await db
    .selectFrom('member')
    .select('member_id')
    .where('channel_type', '=', OPERATOR_ACCOUNT.channelType)
    .where('provider_subject', '=', OPERATOR_ACCOUNT.providerSubject)
    .executeTakeFirstOrThrow();
  return row.member_id;
}

export interface NewSurvey {
  title: string;
  body?: string;
  options: readonly string[];
  closesAt: Date;
}

/** Why a new vote cannot be opened (Korean, for the operator), or null when it can. */
export function surveyProblem(input: NewSurvey, now: Date): string | null {
  const title = input.title.trim();
  const titleLength = textLength(title);
  if (titleLength < COMMUNITY_LIMITS.titleMin || titleLength > COMMUNITY_LIMITS.titleMax) {
    return `제목은 ${COMMUNITY_LIMITS.titleMin}자 이상 ${COMMUNITY_LIMITS.titleMax}자 이하여야 합니다.`;
  }
  if (textLength((input.body ?? '').trim()) > COMMUNITY_LIMITS.bodyMax) {
    return `내용은 ${COMMUNITY_LIMITS.bodyMax}자 이하여야 합니다.`;
  }
  const options = input.options.map((option) => option.trim());
  if (
    options.length < COMMUNITY_LIMITS.surveyOptionsMin ||
    options.length > COMMUNITY_LIMITS.surveyOptionsMax
  ) {
    return `선택지는 ${COMMUNITY_LIMITS.surveyOptionsMin}개에서 ${COMMUNITY_LIMITS.surveyOptionsMax}개까지 적어 주세요.`;
  }
  if (options.some((option) => option === '' || textLength(option) > COMMUNITY_LIMITS.surveyOptionMax)) {
    return `선택지는 1자 이상 ${COMMUNITY_LIMITS.surveyOptionMax}자 이하여야 합니다.`;
  }
  if (new Set(options).size !== options.length) return '같은 선택지를 두 번 적을 수 없습니다.';
  if (Number.isNaN(input.closesAt.getTime()) || input.closesAt.getTime() <= now.getTime()) {
    return '마감 시각은 지금보다 뒤여야 합니다.';
  }
  return null;
}

/** Opens a vote in the operator account's name; the caller has checked it with surveyProblem. */
export async function createSurvey(db: Kysely<DB>, input: NewSurvey, now: Date): Promise<number> {
  const problem = surveyProblem(input, now);
  if (problem) throw new RangeError(problem);
  const title = input.title.trim();
  const body = (input.body ?? '').trim();
  const memberId = await operatorMemberId(db, now);
  return db.transaction().execute(async (trx) => {
    const { post_id } = await trx
      .insertInto('community_post')
      .values({
        type: 'survey',
        member_id: memberId,
        title,
        body,
        ...searchColumns(title, body),
        status: 'visible',
        board_date: seoulDate(now),
        created_at: now.toISOString(),
        updated_at: null,
        deleted_at: null,
        popularity: popularityScore({ likeCount: 0, replyCount: 0, clipCount: 0, viewCount: 0 }, now),
        accepted_reply_id: null,
        closes_at: input.closesAt.toISOString(),
      })
      .returning('post_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('community_survey_option')
      .values(input.options.map((text, position) => ({ post_id, position, text: text.trim() })))
      .execute();
    return post_id;
  });
}
