import { createFileRoute, redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { isLoggedIn } from '../../machines/session/session.machine.ts';
import { safeReturnPath } from '../features/session/sign-in.ts';

/**
 * /login-action: where the shop's login result page sends the shopper back. Once the session has an
 * answer, a signed-in shopper continues to the return path, anyone else to /login with it.
 */
export const Route = createFileRoute('/login-action')({
  staticData: { title: '로그인 처리 중', noBottomNavi: true },
  validateSearch: (search: Record<string, unknown>): { returnUrl?: string } => {
    const returnUrl = safeReturnPath(search.returnUrl);
    return returnUrl ? { returnUrl } : {};
  },
  beforeLoad: async ({ context: { session }, search }) => {
    if (session) await waitFor(session, (snapshot) => !snapshot.hasTag('pending')).catch(() => {});
    const loggedIn = session ? isLoggedIn(session.getSnapshot()) : false;
    if (loggedIn) throw redirect({ href: search.returnUrl ?? '/', replace: true });
    throw redirect({ to: '/login', search: search.returnUrl ? { returnUrl: search.returnUrl } : {}, replace: true });
  },
});
