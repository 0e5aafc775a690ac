import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../contract/errors.ts';
import { createRefreshCoordinator, MAX_TOKEN_RETRIES } from './refresh-coordinator.ts';

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
  return { refresh, request, stats };
}

/** Starts every call either at once or at scheduler-chosen moments (some after the refresh). */
function startAll<T>(s: fc.Scheduler, count: number, staggered: boolean, start: (id: number) => Promise<T>) {
  return Array.from({ length: count }, (_, id) =>
    staggered ? s.schedule(Promise.resolve(), `start ${id}`).then(() => start(id)) : start(id),
  );
}

const countArb = fc.integer({ min: 2, max: 200 });

describe('refresh coordinator (property tests over random interleavings)', () => {
  it('refreshes exactly once for any number of calls failing with ACCESS_TOKEN_EXPIRED, each retried at most twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), countArb, fc.boolean(), async (s, count, staggered) => {
        const api = fakeApi(s, { validFrom: 1 });
        let expiredCalls = 0;
        const coordinator = createRefreshCoordinator({
          refresh: api.refresh,
          onExpired: () => (expiredCalls += 1),
        });
        const calls = startAll(s, count, staggered, (id) => coordinator.run(api.request(id)));
        await s.waitIdle();
        const results = await Promise.all(calls);
        expect(results).toEqual(Array.from({ length: count }, (_, id) => id));
        expect(api.stats.refreshCalls).toBe(1);
        expect(Math.max(...api.stats.attempts)).toBeLessThanOrEqual(1 + MAX_TOKEN_RETRIES);
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
        const coordinator = createRefreshCoordinator({
          refresh: api.refresh,
          onExpired: () => (expiredCalls += 1),
        });
        const calls = startAll(s, count, staggered, (id) => coordinator.run(api.request(id)));
        await s.waitIdle();
        const outcomes = await Promise.allSettled(calls);
        for (const outcome of outcomes) {
          expect(outcome.status).toBe('rejected');
          expect((outcome as PromiseRejectedResult).reason).toMatchObject({ data: { code: 111 } });
        }
        expect(api.stats.attempts.every((attempts) => attempts === 1 + MAX_TOKEN_RETRIES)).toBe(true);
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
          const coordinator = createRefreshCoordinator({
            refresh: api.refresh,
            onExpired: () => (expiredCalls += 1),
          });
          const calls = startAll(s, count, staggered, (id) =>
            coordinator.run(
              api.request(id, () => (answersRefreshExpired(id) ? refreshExpired() : accessExpired())),
            ),
          );
          await s.waitIdle();
          const outcomes = await Promise.allSettled(calls);
          expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
          expect(expiredCalls).toBe(1);
          expect(coordinator.expired).toBe(true);
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
          const coordinator = createRefreshCoordinator({
            refresh: api.refresh,
            onExpired: () => (expiredCalls += 1),
          });
          const calls = startAll(s, count, staggered, (id) =>
            coordinator.run(api.request(id, () => failures[id]?.() ?? accessExpired())),
          );
          await s.waitIdle();
          const outcomes = await Promise.allSettled(calls);
          expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
          expect(expiredCalls).toBe(0);
          expect(coordinator.expired).toBe(false);
          expect(Math.max(...api.stats.attempts)).toBeLessThanOrEqual(1 + MAX_TOKEN_RETRIES);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('refresh coordinator, single cases', () => {
  it('passes other errors and successes through untouched', async () => {
    let refreshes = 0;
    const coordinator = createRefreshCoordinator({
      refresh: async () => {
        refreshes += 1;
      },
      onExpired: () => {},
    });
    const notFound = apiFailure('NO_DATA', 404);
    await expect(coordinator.run(async () => 'fine')).resolves.toBe('fine');
    await expect(coordinator.run(() => Promise.reject(notFound))).rejects.toBe(notFound);
    expect(refreshes).toBe(0);
  });

  it('tries a new refresh after a failed one, so a network blip does not strand the session', async () => {
    let refreshes = 0;
    let online = false;
    let token = 0;
    const coordinator = createRefreshCoordinator({
      refresh: async () => {
        refreshes += 1;
        if (!online) throw networkError();
        token += 1;
      },
      onExpired: () => {},
    });
    const request = async () => {
      if (token === 0) throw accessExpired();
      return 'ok';
    };
    await expect(coordinator.run(request)).rejects.toBeInstanceOf(TypeError);
    online = true;
    await expect(coordinator.run(request)).resolves.toBe('ok');
    expect(refreshes).toBe(2);
  });

  it('acts on REFRESH_TOKEN_EXPIRED again only after reset (a new sign-in)', async () => {
    let expiredCalls = 0;
    const coordinator = createRefreshCoordinator({
      refresh: async () => {},
      onExpired: () => (expiredCalls += 1),
    });
    const expiredRequest = () => Promise.reject(refreshExpired());
    await expect(coordinator.run(expiredRequest)).rejects.toMatchObject({ data: { code: 112 } });
    await expect(coordinator.run(expiredRequest)).rejects.toMatchObject({ data: { code: 112 } });
    expect(expiredCalls).toBe(1);
    coordinator.reset();
    await expect(coordinator.run(expiredRequest)).rejects.toMatchObject({ data: { code: 112 } });
    expect(expiredCalls).toBe(2);
  });

  it('does not refresh once the session is known to be over', async () => {
    let refreshes = 0;
    const coordinator = createRefreshCoordinator({
      refresh: async () => {
        refreshes += 1;
      },
      onExpired: () => {},
    });
    await expect(coordinator.run(() => Promise.reject(refreshExpired()))).rejects.toBeDefined();
    await expect(coordinator.run(() => Promise.reject(accessExpired()))).rejects.toMatchObject({
      data: { code: 111 },
    });
    expect(refreshes).toBe(0);
  });
});

describe('refresh coordinator with a credential (the stored token)', () => {
  it('sends a call again at once when the token changed elsewhere after it was sent', async () => {
    let token = 'old';
    let refreshes = 0;
    const coordinator = createRefreshCoordinator({
      refresh: async () => {
        refreshes += 1;
      },
      onExpired: () => {},
      credential: () => token,
    });
    const sentWith: string[] = [];
    const result = coordinator.run(async () => {
      sentWith.push(token);
      // The answer comes back after another tab (or the session's own validation) renewed the token.
      if (sentWith.length === 1) {
        token = 'new';
        throw accessExpired();
      }
      return 'ok';
    });
    await expect(result).resolves.toBe('ok');
    expect(sentWith).toEqual(['old', 'new']);
    expect(refreshes).toBe(0);
  });
});
