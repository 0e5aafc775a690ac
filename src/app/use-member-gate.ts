import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { isLoggedIn, type SessionActor } from '#machines/session/session.machine.ts';
import { useSession } from '../features/session/hooks/use-session.ts';
import { blockedByBan } from '../features/session/session.ts';
import type { GuestPrompt, MemberGate, Membership } from '../ui/member-gate.ts';
import { confirm } from '../ui/overlays/feedback.ts';
import { loginHref } from './auth-guard.ts';

function membershipOf(session: SessionActor | undefined): Membership {
  // The session has not started yet (or component tests render the app without one): the server decides.
  const snapshot = session?.getSnapshot();
  if (!snapshot) return 'unknown';
  if (isLoggedIn(snapshot)) return 'member';
  return snapshot.hasTag('loggedOut') ? 'guest' : 'unknown';
}

/** The heading of the confirm a guest sees when a member-only action stops them (issue 24). */
export const GUEST_PROMPT_TITLE = '로그인이 필요해요';
/** Its line when the screen gives none. */
const GUEST_PROMPT_FALLBACK = '로그인하고 이어서 이용해 보세요.';

/**
 * The gate of member-only actions for the screen a route shows: whether the shopper is signed in,
 * and a check that asks a guest to sign in (a confirm saying why) and on 로그인 sends them to the login
 * page with this page as return path (spec section 4), as requireAuth does; 취소 leaves them where they are. Starts the session if it has not started yet.
 */
export function useMemberGate(): MemberGate {
  const router = useRouter();
  const session = useSession();
  const membership = useSyncExternalStore(
    (listener) => {
      const subscription = session?.subscribe(listener);
      return () => subscription?.unsubscribe();
    },
    () => membershipOf(session),
  );

  function allow(prompt?: GuestPrompt): boolean {
    if (blockedByBan(session)) return false;
    if (membership !== 'guest') return true;
    // Read now: the page the guest tapped on, not wherever they are when they answer.
    const target = loginHref(prompt?.returnTo ?? router.state.location.href);
    void confirm({
      title: GUEST_PROMPT_TITLE,
      content: prompt?.reason ?? GUEST_PROMPT_FALLBACK,
      confirmLabel: '로그인',
      cancelLabel: '취소',
    }).then((signIn) => {
      if (!signIn) return;
      if (target.startsWith('/')) void router.navigate({ href: target });
      else window.location.assign(target);
    });
    return false;
  }

  return { membership, allow };
}
