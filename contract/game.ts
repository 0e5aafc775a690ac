import { z } from 'zod';
import { defineEndpoint, instant } from './endpoint.ts';

/**
 * The daily game (server/modules/game): a scratch card a member may scratch once per Asia/Seoul
 * calendar day. The server draws the reward from this table and credits it to the star ledger.
 */

/** Stars and their weights (out of the total weight); the expected reward is about 56 stars. */
export const GAME_REWARDS = [
  { stars: 10, weight: 400 },
  { stars: 30, weight: 300 },
  { stars: 50, weight: 170 },
  { stars: 100, weight: 95 },
  { stars: 500, weight: 30 },
  { stars: 1_000, weight: 5 },
] as const;

export const GAME_TOP_REWARD = Math.max(...GAME_REWARDS.map((reward) => reward.stars));
export const GAME_TOTAL_WEIGHT = GAME_REWARDS.reduce((sum, reward) => sum + reward.weight, 0);

/** The reward for a draw in [0, GAME_TOTAL_WEIGHT): the server draws uniformly, tests pick the draw. */
export function gameRewardFor(draw: number): number {
  let remaining = draw;
  for (const reward of GAME_REWARDS) {
    if (remaining < reward.weight) return reward.stars;
    remaining -= reward.weight;
  }
  throw new RangeError(`draw ${draw} is outside [0, ${GAME_TOTAL_WEIGHT})`);
}

export const GAME_MESSAGES = {
  alreadyPlayed: '오늘은 이미 참여하셨어요. 내일 다시 도전해 주세요!',
} as const;

export const gameTodaySchema = z.object({
  /** Today in Asia/Seoul (YYYY-MM-DD): the day one play is allowed. */
  playDate: z.string(),
  played: z.boolean(),
  /** Stars won today, when played. */
  reward: z.number().int().nullable(),
  playedAt: instant.nullable(),
  /** When the next play opens (00:00 KST tomorrow). */
  nextPlayAt: instant,
  rewards: z.array(z.object({ stars: z.number().int(), weight: z.number().int() })),
});
export type GameToday = z.infer<typeof gameTodaySchema>;

export const getGameToday = defineEndpoint({
  method: 'GET',
  path: '/api/v1/user/game',
  service: 'user',
  auth: 'member',
  summary: '오늘의 게임 상태 (참여 여부, 받은 별, 다음 참여 시각)',
  response: gameTodaySchema,
});

export const playGame = defineEndpoint({
  method: 'POST',
  path: '/api/v1/user/game/play',
  service: 'user',
  auth: 'member',
  summary: '게임 참여: 하루 한 번 (한국 시간), 보상은 서버가 정해 별로 적립 (두 번째는 코드 18)',
  response: z.object({
    playDate: z.string(),
    reward: z.number().int().min(1),
    playedAt: instant,
    nextPlayAt: instant,
    /** The star balance after the reward. */
    balance: z.number().int().min(0),
    // No toastItems: the game screen reveals the reward itself, and a toast would give it away first.
  }),
});
