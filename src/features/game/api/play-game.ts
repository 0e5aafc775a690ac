import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { errorCatalogue } from '#contract/errors.ts';
import { playGame } from '../../../api/contract.gen.ts';
import { ApiRequestError, call } from '../../../api/http.ts';
import { gameTodayQueryOptions } from './game-today.ts';

/** The server's answer to a second play the same Seoul day (also one from another tab): 409, code 18. */
const DUPLICATED_REQUEST = 18 satisfies (typeof errorCatalogue)['DUPLICATED_REQUEST']['code'];

export function isAlreadyPlayed(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === DUPLICATED_REQUEST;
}

/**
 * One play. The server draws the reward and credits the stars; the screen only shows its answer.
 * Afterwards today's state is the server's again (played, with the reward), and every other member
 * query is marked stale without a refetch: the star balance they may show has changed.
 */
export function usePlayGame() {
  const queryClient = useQueryClient();
  const todayKey = gameTodayQueryOptions().queryKey;
  return useMutation({
    mutationFn: () => call(playGame),
    onSuccess: (result) => {
      queryClient.setQueryData(todayKey, (today) =>
        today
          ? {
              ...today,
              played: true,
              reward: result.reward,
              playedAt: result.playedAt,
              nextPlayAt: result.nextPlayAt,
            }
          : today,
      );
      void queryClient.invalidateQueries({ queryKey: ['user'], refetchType: 'none' });
    },
    onError: (error) => {
      // Played already (another tab, another device): ask the server what today's play was.
      if (isAlreadyPlayed(error)) void queryClient.invalidateQueries({ queryKey: todayKey });
    },
  });
}
