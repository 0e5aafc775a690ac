import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { isLoggedIn, type SessionActor } from '#machines/session/session.machine.ts';
import { useSession } from '../features/session/hooks/use-session.ts';
import { blockedByBan } from '../features/session/session.ts';
import type { MemberGate, Membership } from '../ui/member-gate.ts';
import { loginHref } from './auth-guard.ts';

function membershipOf(session: SessionActor | undefined): Membership {
  // The session has not started yet (or component tests render the app without one): the server decides.
  const snapshot = session?.getSnapshot();
  if (!snapshot) return 'unknown';
  if (isLoggedIn(snapshot)) return 'member';
  return snapshot.hasTag('loggedOut') ? 'guest' : 'unknown';
}

/**
 * The gate of member-only actions for the screen a route shows: whether the shopper is signed in,
 * and a check that sends a guest to the login page with this page as return path (spec section 4),
 * as requireAuth does. Starts the session if it has not started yet.
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

  function allow(): boolean {
    if (blockedByBan(session)) return false;
    if (membership !== 'guest') return true;
    const target = loginHref(router.state.location.href);
    if (target.startsWith('/')) void router.navigate({ href: target });
    else window.location.assign(target);
    return false;
  }

  return { membership, allow };
}
