import type { QueryClient } from '@tanstack/react-query';
import type { SessionHost } from '../features/session/session-host.ts';

/** What every route's beforeLoad and loader receive: the running actors live here. */
export interface RouterContext {
  queryClient: QueryClient;
  /**
   * Holds the shopper's session (features/session), started when first needed. main.tsx always provides
   * it; component tests that render the app without one run as a guest for whom requireAuth is not
   * checked.
   */
  session?: SessionHost;
}
