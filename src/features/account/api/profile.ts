import { useMutation } from '@tanstack/react-query';
import type { UserProfile } from '#contract/account.ts';
import { updateUserProfile } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';
import { rememberEmail, usePatchMyInfo } from './my-info.ts';

/** PUT /api/v2/user/profile (gender, birth year); the answer is the whole profile, kept in my info. */
export function useUpdateProfile() {
  const patchMyInfo = usePatchMyInfo();
  return useMutation({
    mutationFn: (body: { gender?: UserProfile['gender'] & string; birthYear?: number }) =>
      call(updateUserProfile, { body }),
    onSuccess: ({ gender, birthYear, email, name }) => {
      rememberEmail(email);
      patchMyInfo({ gender, birthYear, email, name });
    },
  });
}
