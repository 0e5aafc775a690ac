import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { updateNickname, validateNickname } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';
import { usePatchMyInfo } from './my-info.ts';

/** GET /api/v1/user/nick-name/validation: the server's verdict (rule, banned words, taken, change limit). */
export const nicknameValidationQueryOptions = (nickName: string) =>
  queryOptions({
    queryKey: ['user', 'nick-name', 'validation', nickName] as const,
    queryFn: ({ signal }) => call(validateNickname, { query: { nickName }, signal }),
    // Someone may take a free nickname at any moment: a verdict is reused only briefly.
    staleTime: 10_000,
    gcTime: 60_000,
  });

/** The verdict for `nickName`, asked only when `enabled` (the client rule passed and typing paused). */
export function useNicknameValidation(nickName: string, enabled: boolean) {
  return useQuery({
    ...nicknameValidationQueryOptions(nickName),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** PUT /api/v1/user/nick-name; the new nickname and the next allowed change go into the user-info state. */
export function useUpdateNickname() {
  const queryClient = useQueryClient();
  const patchMyInfo = usePatchMyInfo();
  return useMutation({
    mutationFn: (nickName: string) => call(updateNickname, { body: { nickName } }),
    onSuccess: ({ nickName, changedDt, nextChangeDt }) => {
      patchMyInfo({ nickName, nickNameChangedDt: changedDt, nextNickNameChangeDt: nextChangeDt });
      // Every verdict is out of date now.
      queryClient.removeQueries({ queryKey: ['user', 'nick-name'] });
      void queryClient.invalidateQueries({ queryKey: ['user', 'settings'] });
      void queryClient.invalidateQueries({ queryKey: ['user', 'mypage'] });
    },
  });
}
