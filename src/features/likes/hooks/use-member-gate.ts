import { useLocation, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { isLoggedIn, type SessionActor } from '../../../../machines/session/session.machine.ts';
import { loginHref } from '../../../app/auth-guard.ts';
import { blockedByBan } from '../../session/session.ts';
import { useSession } from '../../session/use-session.ts';

export type Membership = 'member' | 'guest' | 'unknown';

// The session has not started yet (or component tests render the app without one): the server decides.
const noSession = { getSnapshot: () => undefined, subscribe: () => ({ unsubscribe() {} }) };

/**
 * Member-only actions (likes, event applications): whether the shopper is signed in, and a gate that
 * sends a guest to the login page with this page as return path (spec section 4), as requireAuth does.
 * While the session is still validating or refreshing a stored token the answer is 'unknown' and the
 * call goes out: the server (and the HTTP client's refresh rule) decides.
 */
export function useMemberGate() {
  const router = useRouter();
  const session = useSession();
  const href = useLocation({ select: (location) => location.href });
  const membership = useSelector((session ?? noSession) as SessionActor, (snapshot): Membership => {
    if (!snapshot) return 'unknown';
    if (isLoggedIn(snapshot)) return 'member';
    return snapshot.hasTag('loggedOut') ? 'guest' : 'unknown';
  });

  /**
   * True when the action may go ahead. A guest is sent to the login page instead; a banned member is
   * shown the ban message and blocked (spec section 4).
   */
  function allow(): boolean {
    if (blockedByBan(session)) return false;
    if (membership !== 'guest') return true;
    const target = loginHref(href);
    if (target.startsWith('/')) void router.navigate({ href: target });
    else window.location.assign(target);
    return false;
  }

  return { membership, allow };
}
