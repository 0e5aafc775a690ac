import { routeFlags } from '../platform/route-flags.ts';
import type { RouterContext } from './router-context.ts';

/**
 * Entering a requireAuth route while the last validation could not reach the server: ask again
 * (machines/README.md, wiring). The guard itself only reads snapshots; this is the one event a
 * navigation sends.
 */
export function revalidateIfUnverified({
  matches,
  context,
}: {
  matches: readonly { staticData?: { requireAuth?: boolean } }[];
  context: RouterContext;
}): void {
  // Not started yet: the guard starts it, and a new session validates by itself.
  const session = context.session?.current();
  if (!session || !routeFlags(matches).requireAuth) return;
  if (session.getSnapshot().matches({ signedIn: 'unverified' })) session.send({ type: 'session.validate' });
}
