import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { apiErrorCode } from '#machines/api-error/api-error.ts';
import { createRefreshRule, type RefreshRule, type RefreshRuleOptions } from './refresh-rule.ts';

/** The HTTP client sends a call at most this many more times (src/api/http.ts, spec section 4). */
const MAX_RETRIES = 2;

/**
 * A call as the HTTP client (ofetch's retries, src/api/http.ts) runs it: each failed attempt is handed
 * to `recover` with the credential it carried and the retries left; `true` sends it again.
 */
async function send<T>(rule: RefreshRule, credential: () => unknown, request: () => Promise<T>): Promise<T> {
  for (let retriesLeft = MAX_RETRIES; ; retriesLeft -= 1) {
    const sentWith = credential();
    try {
      return await request();
    } catch (error) {
      if (!(await rule.recover(error, { sentWith, retriesLeft }))) throw error;
    }
  }
}

/** How an HTTP client commonly reports an API error: the parsed body in `data`, the HTTP status beside it. */
const apiFailure = (name: Parameters<typeof apiError>[0], status: number) => ({
  status,
  data: apiError(name),
});
const accessExpired = () => apiFailure('ACCESS_TOKEN_EXPIRED', 401);
const refreshExpired = () => apiFailure('REFRESH_TOKEN_EXPIRED', 401);
const networkError = () => Object.assign(new TypeError('fetch failed'), { code: 'ECONNRESET' });
const serverErrors = [
  () => apiFailure('UNEXPECTED_ERROR', 500),
  () => apiFailure('SEARCH_ENGINE_ERROR', 503),
  () => apiFailure('CACHE_CREATION_TIMEOUT', 503),
  () => apiFailure('EXTERNAL_API_ERROR', 502),
  () => ({ status: 502, data: '<html>Bad Gateway</html>' }),
  networkError,
];

/**
 * A fake API whose every response, and the refresh, is released by fast-check's scheduler in a random
 * order. The token held when a call is *sent* decides its answer, as on the real server.
 */
function fakeApi(s: fc.Scheduler, options: { validFrom: number; refreshFails?: () => unknown }) {
  let token = 0;
  const stats = { refreshCalls: 0, attempts: [] as number[] };
  const refresh = () => {
    stats.refreshCalls += 1;
    return s.schedule(Promise.resolve(), 'refresh response').then(() => {
      if (options.refreshFails) throw options.refreshFails();
      token += 1;
    });
  };
  const request =
    (
      id: number,
      answer: (token: number) => unknown = (sentWith) =>
        sentWith >= options.validFrom ? 'ok' : accessExpired(),
    ) =>
    () => {
      stats.attempts[id] = (stats.attempts[id] ?? 0) + 1;
      const outcome = answer(token);
      return s.schedule(Promise.resolve(), `call ${id} response`).then(() => {
        if (outcome !== 'ok') throw outcome;
        return id;
      });
    };
  const credential = () => token;
  return { refresh, request, stats, credential };
}

/** A rule over the fake API, and `run` to send a call through it. */
function coordinate(api: ReturnType<typeof fakeApi>, onExpired: RefreshRuleOptions['onExpired']) {
  const rule = createRefreshRule({
    errorCode: apiErrorCode,
    refresh: api.refresh,
    onExpired,
    credential: api.credential,
  });
  return { rule, run: <T>(request: () => Promise<T>) => send(rule, api.credential, request) };
}

/** Starts every call either at once or at scheduler-chosen moments (some after the refresh). */
function startAll<T>(s: fc.Scheduler, count: number, staggered: boolean, start: (id: number) => Promise<T>) {
  return Array.from({ length: count }, (_, id) =>
    staggered ? s.schedule(Promise.resolve(), `start ${id}`).then(() => start(id)) : start(id),
  );
}

const countArb = fc.integer({ min: 2, max: 200 });

describe('refresh rule (property tests over random interleavings)', () => {
  it('refreshes exactly once for any number of calls failing with ACCESS_TOKEN_EXPIRED, each retried at most twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), countArb, fc.boolean(), async (s, count, staggered) => {
        const api = fakeApi(s, { validFrom: 1 });
        let expiredCalls = 0;
        const { run } = coordinate(api, () => (expiredCalls += 1));
        const calls = startAll(s, count, staggered, (id) => run(api.request(id)));
        await s.waitIdle();
        const results = await Promise.all(calls);
        expect(results).toEqual(Array.from({ length: count }, (_, id) => id));
        expect(api.stats.refreshCalls).toBe(1);
        expect(Math.max(...api.stats.attempts)).toBeLessThanOrEqual(1 + MAX_RETRIES);
        expect(expiredCalls).toBe(0);
      }),
      { numRuns: 60 },
    );
  });

  it('gives up after 2 retries when the server keeps answering ACCESS_TOKEN_EXPIRED', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), countArb, fc.boolean(), async (s, count, staggered) => {
        const api = fakeApi(s, { validFrom: Number.POSITIVE_INFINITY });
        let expiredCalls = 0;
        const { run } = coordinate(api, () => (expiredCalls += 1));
        const calls = startAll(s, count, staggered, (id) => run(api.request(id)));
        await s.waitIdle();
        const outcomes = await Promise.allSettled(calls);
        for (const outcome of outcomes) {
          expect(outcome.status).toBe('rejected');
          expect((outcome as PromiseRejectedResult).reason).toMatchObject({ data: { code: 111 } });
        }
        expect(api.stats.attempts.every((attempts) => attempts === 1 + MAX_RETRIES)).toBe(true);
        expect(expiredCalls).toBe(0);
      }),
      { numRuns: 40 },
    );
  });

  it('calls onExpired exactly once for any number of concurrent REFRESH_TOKEN_EXPIRED failures', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        countArb,
        fc.boolean(),
        fc.func(fc.boolean()),
        async (s, count, staggered, answersRefreshExpired) => {
          // The refresh says 112; some calls get 112 straight from the server as well.
          const api = fakeApi(s, { validFrom: 1, refreshFails: refreshExpired });
          let expiredCalls = 0;
          const { rule, run } = coordinate(api, () => (expiredCalls += 1));
          const calls = startAll(s, count, staggered, (id) =>
            run(api.request(id, () => (answersRefreshExpired(id) ? refreshExpired() : accessExpired()))),
          );
          await s.waitIdle();
          const outcomes = await Promise.allSettled(calls);
          expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
          expect(expiredCalls).toBe(1);
          expect(rule.expired).toBe(true);
          expect(api.stats.refreshCalls).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never logs out on network errors or 5xx, from calls or from the refresh', async () => {
    const failureArb = fc.constantFrom(...serverErrors);
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        countArb,
        fc.boolean(),
        fc.array(fc.option(failureArb, { nil: undefined }), { minLength: 200, maxLength: 200 }),
        failureArb,
        async (s, count, staggered, failures, refreshFailure) => {
          // A call fails with its server/network error, or with 111; the refresh itself fails too.
          const api = fakeApi(s, { validFrom: 1, refreshFails: refreshFailure });
          let expiredCalls = 0;
          const { rule, run } = coordinate(api, () => (expiredCalls += 1));
          const calls = startAll(s, count, staggered, (id) =>
            run(api.request(id, () => failures[id]?.() ?? accessExpired())),
          );
          await s.waitIdle();
          const outcomes = await Promise.allSettled(calls);
          expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
          expect(expiredCalls).toBe(0);
          expect(rule.expired).toBe(false);
          expect(Math.max(...api.stats.attempts)).toBeLessThanOrEqual(1 + MAX_RETRIES);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('refresh rule, single cases', () => {
  /** A rule whose credential is `token.value`; `run` sends a call through it. */
  function single(options: Partial<RefreshRuleOptions> = {}) {
    const token = { value: 0 };
    const stats = { refreshes: 0, expired: 0 };
    const rule = createRefreshRule({
      errorCode: apiErrorCode,
      refresh: async () => {
        stats.refreshes += 1;
        token.value += 1;
      },
      onExpired: () => (stats.expired += 1),
      credential: () => token.value,
      ...options,
    });
    const run = <T>(request: () => Promise<T>) => send(rule, () => token.value, request);
    return { rule, run, token, stats };
  }

  it('passes other errors and successes through untouched', async () => {
    const { run, stats } = single();
    const notFound = apiFailure('NO_DATA', 404);
    await expect(run(async () => 'fine')).resolves.toBe('fine');
    await expect(run(() => Promise.reject(notFound))).rejects.toBe(notFound);
    expect(stats.refreshes).toBe(0);
  });

  it('tries a new refresh after a failed one, so a network blip does not strand the session', async () => {
    let online = false;
    let refreshes = 0;
    const { run, token } = single({
      refresh: async () => {
        refreshes += 1;
        if (!online) throw networkError();
        token.value += 1;
      },
    });
    const request = async () => {
      if (token.value === 0) throw accessExpired();
      return 'ok';
    };
    await expect(run(request)).rejects.toBeInstanceOf(TypeError);
    online = true;
    await expect(run(request)).resolves.toBe('ok');
    expect(refreshes).toBe(2);
  });

  it('acts on REFRESH_TOKEN_EXPIRED again only after reset (a new sign-in)', async () => {
    const { rule, run, stats } = single();
    const expiredRequest = () => Promise.reject(refreshExpired());
    await expect(run(expiredRequest)).rejects.toMatchObject({ data: { code: 112 } });
    await expect(run(expiredRequest)).rejects.toMatchObject({ data: { code: 112 } });
    expect(stats.expired).toBe(1);
    rule.reset();
    await expect(run(expiredRequest)).rejects.toMatchObject({ data: { code: 112 } });
    expect(stats.expired).toBe(2);
  });

  it('acts on REFRESH_TOKEN_EXPIRED on the last attempt too', async () => {
    const { rule, stats } = single();
    await expect(rule.recover(refreshExpired(), { sentWith: 0, retriesLeft: 0 })).resolves.toBe(false);
    expect(stats.expired).toBe(1);
  });

  it('does not refresh once the session is known to be over', async () => {
    const { run, stats } = single();
    await expect(run(() => Promise.reject(refreshExpired()))).rejects.toBeDefined();
    await expect(run(() => Promise.reject(accessExpired()))).rejects.toMatchObject({
      data: { code: 111 },
    });
    expect(stats.refreshes).toBe(0);
  });

  it('an expired refresh token met by the refresh itself acts once, whoever asked for the refresh', async () => {
    const { rule, stats } = single({ refresh: () => Promise.reject(refreshExpired()) });
    await expect(rule.renew(0)).rejects.toMatchObject({ data: { code: 112 } });
    await expect(rule.recover(accessExpired(), { sentWith: 0, retriesLeft: 2 })).resolves.toBe(false);
    expect(stats.expired).toBe(1);
  });
});

describe('refresh rule with a credential (the stored token)', () => {
  it('sends a call again at once when the token changed elsewhere after it was sent', async () => {
    let token = 'old';
    let refreshes = 0;
    const rule = createRefreshRule({
      errorCode: apiErrorCode,
      refresh: async () => {
        refreshes += 1;
      },
      onExpired: () => {},
      credential: () => token,
    });
    const sentWith: string[] = [];
    const result = send(
      rule,
      () => token,
      async () => {
        sentWith.push(token);
        // The answer comes back after another tab (or the session's own validation) renewed the token.
        if (sentWith.length === 1) {
          token = 'new';
          throw accessExpired();
        }
        return 'ok';
      },
    );
    await expect(result).resolves.toBe('ok');
    expect(sentWith).toEqual(['old', 'new']);
    expect(refreshes).toBe(0);
  });

  it("the session's own renewal and the calls' share one refresh, and one that finished counts", async () => {
    let token = 'old';
    let release = () => {};
    let refreshes = 0;
    const rule = createRefreshRule({
      errorCode: apiErrorCode,
      refresh: () => {
        refreshes += 1;
        return new Promise<void>((resolve) => {
          release = () => {
            token = 'new';
            resolve();
          };
        });
      },
      onExpired: () => {},
      credential: () => token,
    });
    const validation = rule.renew('old');
    const call = rule.recover(accessExpired(), { sentWith: 'old', retriesLeft: 2 });
    release();
    await expect(Promise.all([validation, call])).resolves.toEqual([undefined, true]);
    // A validation sent with the old token answers 111 after the refresh: nothing more to do.
    await expect(rule.renew('old')).resolves.toBeUndefined();
    expect(refreshes).toBe(1);
  });
});
