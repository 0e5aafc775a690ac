import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '#contract/account.ts';
import { getUserProfile, updateUserProfile } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';
import { sessionStore } from '../../../platform/storage.ts';

/**
 * GET /api/v2/user/profile: what sign-in gave us. Spec section 3/7: the e-mail is kept in session
 * storage (`email`), the rest is the user-info state, which is this query's cache.
 */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'profile'] as const,
    queryFn: async ({ signal }) => {
      const profile = await call(getUserProfile, { signal });
      rememberEmail(profile);
      return profile;
    },
  });

function rememberEmail(profile: UserProfile): void {
  if (profile.email) sessionStore.set('email', profile.email);
  else sessionStore.remove('email');
}

/**
 * The screens ask for it themselves (no route loader: each loader would add its lazy reference to
 * the first screen of `/`), showing their skeleton meanwhile.
 */
export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** Writes a change the server confirmed into the user-info state, so every screen shows it at once. */
export function usePatchProfile() {
  const queryClient = useQueryClient();
  return (patch: Partial<UserProfile>) =>
    queryClient.setQueryData(profileQueryOptions().queryKey, (profile) =>
      profile ? { ...profile, ...patch } : profile,
    );
}

/** PUT /api/v2/user/profile (gender, birth year); the answer is the whole profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { gender?: UserProfile['gender'] & string; birthYear?: number }) =>
      call(updateUserProfile, { body }),
    onSuccess: (profile) => {
      rememberEmail(profile);
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
    },
  });
}
