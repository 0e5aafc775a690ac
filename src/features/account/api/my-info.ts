import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyInfo } from '#contract/my-page.ts';
import { getMyInfo } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/**
 * GET /api/v1/user/myinfo: what my-info shows and edits (nickname with its change allowance, the
 * profile sign-in gave us, the mobile number). The e-mail is not read from here: spec section 7 keeps
 * the profile's in session storage (`email`, user-profile.ts `useAccountEmail`).
 */
export const myInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'myinfo'] as const,
    queryFn: ({ signal }) => call(getMyInfo, { signal }),
  });

/**
 * The screens ask for it themselves (no route loader: each loader would add its lazy reference to
 * the first screen of `/`), showing their skeleton meanwhile.
 */
export function useMyInfo() {
  return useQuery(myInfoQueryOptions());
}

/** Writes a change the server confirmed into the user-info state, so every screen shows it at once. */
export function usePatchMyInfo() {
  const queryClient = useQueryClient();
  return (patch: Partial<MyInfo>) =>
    queryClient.setQueryData(myInfoQueryOptions().queryKey, (info) => (info ? { ...info, ...patch } : info));
}
