import type { errorCatalogue } from '#contract/errors.ts';

/**
 * The token refresh rule of spec sections 4 and 8, and the one place that keeps a single refresh in
 * flight for the whole page. Free of any framework so it can be proven with property tests. The HTTP
 * client owns the page's one (http.ts `refreshRule()`, created when first needed from what the session
 * registered with `configureHttp({ auth })`): it asks `recover` about every failed answer (one ofetch
 * hook, and the photo upload's XHR), and the session machine renews through `renew` when its own
 * validation finds the token expired.
 *
 * - a call that fails with ACCESS_TOKEN_EXPIRED (111) waits for a refresh and is sent again (the HTTP
 *   client sends a call at most 3 times);
 * - however many calls fail at once, one refresh is in flight. A call sent with a credential (the
 *   stored access token) that has changed since, by a refresh here, in another tab or by a sign-in, is
 *   simply sent again: refreshing a second time would rotate the pair under the calls that hold it;
 * - REFRESH_TOKEN_EXPIRED (112), from a call or from the refresh itself, calls `onExpired` once for
 *   any number of concurrent failures (only the first acts), until `reset()` after a new sign-in;
 * - anything else (network failure, 5xx, other codes) is passed to the caller untouched and never
 *   logs anyone out.
 */

/** The codes alone, checked against the catalogue: the catalogue itself is not loaded with the rule. */
const ACCESS_TOKEN_EXPIRED = 111 satisfies (typeof errorCatalogue)['ACCESS_TOKEN_EXPIRED']['code'];
const REFRESH_TOKEN_EXPIRED = 112 satisfies (typeof errorCatalogue)['REFRESH_TOKEN_EXPIRED']['code'];

export interface RefreshRuleOptions {
  /** Renews the token pair and stores it; rejects with the API error (112 when the session is over). */
  refresh: () => Promise<void>;
  /** Ends the session in the UI: the one "login expired" dialog, then login. */
  onExpired: () => void;
  /** What a call is sent with: the stored access token. */
  credential: () => unknown;
  /** Reads the spec's numeric code from a failure; by default its `code` (http.ts's ApiRequestError). */
  errorCode?: (error: unknown) => unknown;
}

/** One failed attempt of a call, as the HTTP client saw it. */
export interface FailedAttempt {
  /** The credential the attempt carried. */
  sentWith: unknown;
  /** How many more times the client may send the call. */
  retriesLeft: number;
}

export interface RefreshRule {
  /**
   * Decides about a failed attempt: resolves `true` once the call may be sent again (the token was
   * renewed, or had changed already), `false` when the failure is not the rule's; rejects with the
   * refresh's error when the refresh failed.
   */
  recover(error: unknown, attempt: FailedAttempt): Promise<boolean>;
  /**
   * Renews the pair unless the credential changed since `sentWith`, joining the refresh in flight if
   * there is one. Rejects with the refresh's error.
   */
  renew(sentWith: unknown): Promise<void>;
  /** Re-arms `onExpired` once the shopper has signed in again. */
  reset(): void;
  /** True once `onExpired` has acted and until `reset()`. */
  readonly expired: boolean;
}

/** The `code` a failure carries: http.ts's ApiRequestError has the server's; other errors have none that matters here. */
const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

export function createRefreshRule(options: RefreshRuleOptions): RefreshRule {
  const { refresh, onExpired, credential, errorCode = codeOf } = options;
  let inFlight: Promise<void> | null = null;
  let expired = false;

  function expire(): void {
    if (expired) return;
    expired = true;
    onExpired();
  }

  function renew(sentWith: unknown): Promise<void> {
    if (credential() !== sentWith) return Promise.resolve();
    inFlight ??= (async () => {
      try {
        await refresh();
      } catch (error) {
        if (errorCode(error) === REFRESH_TOKEN_EXPIRED) expire();
        throw error;
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  async function recover(error: unknown, { sentWith, retriesLeft }: FailedAttempt): Promise<boolean> {
    const code = errorCode(error);
    if (code === REFRESH_TOKEN_EXPIRED) expire();
    if (code !== ACCESS_TOKEN_EXPIRED || expired || retriesLeft <= 0) return false;
    await renew(sentWith);
    return true;
  }

  return {
    recover,
    renew,
    reset() {
      expired = false;
    },
    get expired() {
      return expired;
    },
  };
}
