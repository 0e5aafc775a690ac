import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '#contract/account.ts';
import { getUserProfile } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';
import { sessionStore } from '../../../platform/storage.ts';

/**
 * GET /api/v2/user/profile (spec section 7): its e-mail goes to session storage (`email`), the rest is
 * the user state, this query's cache. Read right after every sign-in (`loadUserProfile`, from the
 * landing routes) and whenever a screen needs the e-mail in a tab that has none stored.
 */
export type UserState = Omit<UserProfile, 'email'>;

export const userProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'profile'] as const,
    queryFn: async ({ signal }): Promise<UserState> => {
      const { email, ...state } = await call(getUserProfile, { signal });
      rememberEmail(email);
      return state;
    },
  });

export function rememberEmail(email: string | null): void {
  if (email) sessionStore.set('email', email);
  else sessionStore.remove('email');
}

/**
 * After a sign-in: the profile read at once, so the e-mail and the user state are there before the
 * first screen. A failure is not the sign-in's: the screens that need the e-mail ask again.
 */
export async function loadUserProfile(queryClient: QueryClient): Promise<void> {
  try {
    await queryClient.fetchQuery({ ...userProfileQueryOptions(), staleTime: 0 });
  } catch {
    // Signed in all the same; useAccountEmail reads the profile again when it needs it.
  }
}

/**
 * The account's e-mail, from session storage where the profile put it; a tab without it (opened
 * later, or the read after sign-in failed) reads the profile. undefined while that read runs, null
 * when the provider gave no e-mail.
 */
export function useAccountEmail(): { email: string | null | undefined; isError: boolean } {
  const stored = sessionStore.get('email');
  const profile = useQuery({ ...userProfileQueryOptions(), enabled: stored === undefined });
  if (stored !== undefined) return { email: stored, isError: false };
  if (profile.isSuccess) return { email: sessionStore.get('email') ?? null, isError: false };
  return { email: undefined, isError: profile.isError };
}
