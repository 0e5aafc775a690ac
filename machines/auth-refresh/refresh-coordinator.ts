import { apiErrorCode, TOKEN_ERROR } from '../api-error/api-error.ts';

/**
 * The HTTP client's refresh rule (spec sections 4 and 8), free of any framework so it can be proven
 * with a property test:
 *
 * - a call that fails with ACCESS_TOKEN_EXPIRED (111) waits for a refresh and is sent again, at most
 *   `maxRetries` (2) times;
 * - however many calls fail at once, one refresh is in flight. A call that was sent before a refresh
 *   finished and fails afterwards is simply sent again with the new token: refreshing a second time
 *   would rotate the token pair under the feet of the calls that already hold it. With `credential`,
 *   a refresh made elsewhere (the session's own, another tab's) counts too;
 * - REFRESH_TOKEN_EXPIRED (112), from a call or from the refresh itself, calls `onExpired` once for
 *   any number of concurrent failures (only the first acts), until `reset()` after a new sign-in;
 * - anything else (network failure, 5xx, other codes) is passed to the caller untouched and never
 *   logs anyone out.
 */
export interface RefreshCoordinatorOptions {
  /** Renews the token pair and stores it; rejects with the API error (112 when the session is over). */
  refresh: () => Promise<void>;
  /** Ends the session in the UI: the one "login expired" dialog, then login. */
  onExpired: () => void;
  /** Reads the spec's numeric code from a failure; defaults to the `{code}` body of an API error. */
  errorCode?: (error: unknown) => number | undefined;
  /**
   * What a call is sent with, e.g. the stored access token. A call that fails with 111 after it
   * changed is sent again at once. Without it, only this coordinator's own refreshes count.
   */
  credential?: () => unknown;
  maxRetries?: number;
}

export interface RefreshCoordinator {
  /** Runs one call under the refresh rule; `request` is called again for each retry. */
  run<T>(request: () => Promise<T>): Promise<T>;
  /** Re-arms `onExpired` once the shopper has signed in again. */
  reset(): void;
  /** True once `onExpired` has acted and until `reset()`. */
  readonly expired: boolean;
}

export const MAX_TOKEN_RETRIES = 2;

export function createRefreshCoordinator(options: RefreshCoordinatorOptions): RefreshCoordinator {
  const { refresh, onExpired, errorCode = apiErrorCode, maxRetries = MAX_TOKEN_RETRIES } = options;
  // Counts completed refreshes; a call remembers the value (or credential) it was sent with.
  let generation = 0;
  const current = options.credential ?? (() => generation);
  let inFlight: Promise<void> | null = null;
  let expired = false;

  function expire(): void {
    if (expired) return;
    expired = true;
    onExpired();
  }

  function renewAfter(sentWith: unknown): Promise<void> {
    if (current() !== sentWith) return Promise.resolve();
    if (!inFlight) {
      inFlight = (async () => {
        try {
          await refresh();
          generation += 1;
        } finally {
          inFlight = null;
        }
      })();
    }
    return inFlight;
  }

  async function run<T>(request: () => Promise<T>): Promise<T> {
    let retries = 0;
    for (;;) {
      const sentWith = current();
      try {
        return await request();
      } catch (error) {
        const code = errorCode(error);
        if (code === TOKEN_ERROR.refreshExpired) expire();
        if (code !== TOKEN_ERROR.accessExpired || expired || retries >= maxRetries) throw error;
        retries += 1;
        try {
          await renewAfter(sentWith);
        } catch (refreshError) {
          if (errorCode(refreshError) === TOKEN_ERROR.refreshExpired) expire();
          throw refreshError;
        }
      }
    }
  }

  return {
    run,
    reset() {
      expired = false;
    },
    get expired() {
      return expired;
    },
  };
}
