import { randomInt } from 'node:crypto';
import {
  GAME_MESSAGES,
  GAME_REWARDS,
  GAME_TOTAL_WEIGHT,
  type GameToday,
  gameRewardFor,
} from '#contract/game.ts';
import { starAwardKey } from '#contract/point.ts';
import { nextSeoulDayStart, seoulDate } from '#contract/rules/seoul-time.ts';
import { AppError } from '../../http/errors.ts';
import type { ServiceContext } from '../../shared/context.ts';
import type { AuthMember } from '../auth/auth.guard.ts';
import { awardStars } from '../point/point.service.ts';
import { claimPlay, findPlay, linkPlayEntry } from './game.repository.ts';

export interface GameContext extends Pick<ServiceContext, 'db' | 'now'> {
  /** A uniform draw in [0, GAME_TOTAL_WEIGHT); tests may fix it. */
  draw?: () => number;
}

export const GAME_REWARD_REASON = '오늘의 별 긁기 보상';

const rewardTable = () => GAME_REWARDS.map((reward) => ({ ...reward }));

export async function gameToday(ctx: GameContext, memberId: number): Promise<GameToday> {
  const playDate = seoulDate(ctx.now);
  const play = await findPlay(ctx.db, memberId, playDate);
  return {
    playDate,
    played: play !== undefined,
    reward: play?.reward ?? null,
    playedAt: play?.played_at ?? null,
    nextPlayAt: nextSeoulDayStart(ctx.now).toISOString(),
    rewards: rewardTable(),
  };
}

/**
 * One play per member and Asia/Seoul day: the play row's primary key refuses a second one (also a
 * concurrent one, which waits for the first to commit on PostgreSQL), and the reward is credited in the
 * same transaction with the award key `game:<date>:member:<id>`, so a play and its stars stand or fall
 * together.
 */
export async function playGame(ctx: GameContext, member: AuthMember) {
  if (member.isBanned) throw new AppError('FORBIDDEN', member.banMessage || '이용이 제한된 회원입니다.');
  const playDate = seoulDate(ctx.now);
  const reward = gameRewardFor((ctx.draw ?? (() => randomInt(GAME_TOTAL_WEIGHT)))());
  const playedAt = ctx.now.toISOString();
  const balance = await ctx.db.transaction().execute(async (trx) => {
    if (!(await claimPlay(trx, { memberId: member.memberId, playDate, reward, playedAt }))) {
      throw new AppError('DUPLICATED_REQUEST', GAME_MESSAGES.alreadyPlayed);
    }
    const award = await awardStars(trx, {
      memberId: member.memberId,
      amount: reward,
      reason: GAME_REWARD_REASON,
      idempotencyKey: starAwardKey.game(playDate, member.memberId),
      now: ctx.now,
      source: 'game',
    });
    if (award.status === 'not-eligible') throw new AppError('FORBIDDEN', award.reason);
    if (award.status === 'duplicate') throw new AppError('DUPLICATED_REQUEST', GAME_MESSAGES.alreadyPlayed);
    await linkPlayEntry(trx, member.memberId, playDate, award.entryId);
    return award.balance;
  });
  return {
    playDate,
    reward,
    playedAt,
    nextPlayAt: nextSeoulDayStart(ctx.now).toISOString(),
    balance,
  };
}
