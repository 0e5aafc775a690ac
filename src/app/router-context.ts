import type { QueryClient } from '@tanstack/react-query';
import type { SessionActor } from '../../machines/session/session.machine.ts';

/** What every route's beforeLoad and loader receive: the running actors live here. */
export interface RouterContext {
  queryClient: QueryClient;
  /**
   * The shopper's session (features/session). main.tsx always provides it; component tests that render
   * the app without one run as a guest for whom requireAuth is not checked.
   */
  session?: SessionActor;
}
