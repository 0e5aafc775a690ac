import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { isLoggedIn, sessionSettled } from '#machines/session/session-tags.ts';
import { routeFlags } from '../platform/route-flags.ts';
import { runtimeConfig } from '../platform/runtime-config.ts';
import type { RouterContext } from './router-context.ts';

interface GuardInput {
  matches: readonly { staticData?: { requireAuth?: boolean } }[];
  location: Pick<ParsedLocation, 'href'>;
  context: RouterContext;
}

/** The query parameter the login page reads the intended path from. */
export const RETURN_PATH_PARAM = 'returnUrl';

/** The shop's login page (runtime config, by default our own /login) with the intended path. */
export function loginHref(returnPath: string): string {
  const base = runtimeConfig().shopLoginUrl || '/login';
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${RETURN_PATH_PARAM}=${encodeURIComponent(returnPath)}`;
}

/**
 * THE place where `requireAuth` (spec sections 2 and 4) is enforced: the root route's `beforeLoad`
 * calls it on every navigation and preload. It starts the session if it does not run yet; a stored
 * token is validated first (the guard waits for the session's answer); a shopper still not logged in
 * goes to the shop's login page with the intended path as return path. It reads the session's snapshot
 * and never sends it events.
 */
export async function guardRequireAuth(input: GuardInput): Promise<void> {
  if (!routeFlags(input.matches).requireAuth) return;
  const host = input.context.session;
  if (!host) return;
  const session = await host.start();
  await sessionSettled(session);
  if (isLoggedIn(session.getSnapshot())) return;
  const href = loginHref(input.location.href);
  if (href.startsWith('/')) throw redirect({ href, replace: true });
  throw redirect({ href, replace: true, reloadDocument: true });
}
