import { useRouter } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { isLoggedIn, type SessionActor } from '#machines/session/session.machine.ts';
import { useSession } from '../features/session/hooks/use-session.ts';
import { blockedByBan } from '../features/session/session.ts';
import { sessionStore } from '../platform/storage.ts';
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

/** How long a page that is still filling in may take to grow tall enough for the remembered position. */
const RETURN_SCROLL_FRAMES = 120;

/**
 * Back on the page a guest was asked to sign in from, now a member: where they had scrolled to, once.
 * The router's own restoration cannot do it (the login went through other documents and replaced the
 * entry), so the gate remembers the position in session storage.
 */
function useReturnScroll(membership: Membership, router: ReturnType<typeof useRouter>): void {
  useEffect(() => {
    if (membership !== 'member') return;
    const memo = sessionStore.get('signInReturnScroll');
    if (!memo || memo.path !== router.state.location.href) return;
    sessionStore.remove('signInReturnScroll');
    let frame = 0;
    let frames = 0;
    const step = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight;
      if (room >= memo.y || frames++ > RETURN_SCROLL_FRAMES) window.scrollTo(0, Math.min(memo.y, room));
      else frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [membership, router]);
}

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
  useReturnScroll(membership, router);

  function allow(prompt?: GuestPrompt): boolean {
    if (blockedByBan(session)) return false;
    if (membership !== 'guest') return true;
    // Read now: the page the guest tapped on, not wherever they are when they answer.
    const here = router.state.location.href;
    const returnTo = prompt?.returnTo ?? here;
    const target = loginHref(returnTo);
    const y = Math.round(window.scrollY);
    void confirm({
      title: GUEST_PROMPT_TITLE,
      content: prompt?.reason ?? GUEST_PROMPT_FALLBACK,
      confirmLabel: '로그인',
      cancelLabel: '취소',
    }).then((signIn) => {
      if (!signIn) return;
      if (returnTo === here) sessionStore.set('signInReturnScroll', { path: here, y });
      if (target.startsWith('/')) void router.navigate({ href: target });
      else window.location.assign(target);
    });
    return false;
  }

  return { membership, allow };
}
