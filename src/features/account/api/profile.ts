import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '#contract/account.ts';
import { updateUserProfile } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';
import { usePatchMyInfo } from './my-info.ts';
import { rememberEmail, userProfileQueryOptions } from './user-profile.ts';

/**
 * PUT /api/v2/user/profile (gender, birth year). The answer is the whole profile: as after GET, its
 * e-mail goes to session storage and the rest to the user state; my info takes what it shows.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const patchMyInfo = usePatchMyInfo();
  return useMutation({
    mutationFn: (body: { gender?: UserProfile['gender'] & string; birthYear?: number }) =>
      call(updateUserProfile, { body }),
    onSuccess: ({ email, ...state }) => {
      rememberEmail(email);
      queryClient.setQueryData(userProfileQueryOptions().queryKey, state);
      patchMyInfo({ gender: state.gender, birthYear: state.birthYear, name: state.name });
    },
  });
}
