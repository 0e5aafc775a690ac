import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { createRefreshCoordinator } from '../auth-refresh/refresh-coordinator.ts';
import { describeModel } from '../testing/describe-model.ts';
import {
  type EventExecutor,
  execute,
  flush,
  ModelHarness,
  type RecordedCall,
} from '../testing/model-test.ts';
import {
  BANNED_ACTION_FALLBACK_MESSAGE,
  type BanStatus,
  banMessageOf,
  isLoggedIn,
  RefreshUnavailableError,
  requestTokenRefresh,
  SESSION_EXPIRED_MESSAGE,
  type SessionEvent,
  type SessionInput,
  sessionMachine,
} from './session.machine.ts';

const BANNED: BanStatus = { isBanned: true, message: '운영 정책 위반으로 이용이 제한되었습니다.' };
const refreshExpiredError = {
  data: { code: 112, name: 'REFRESH_TOKEN_EXPIRED', message: '로그인이 만료되어 자동으로 로그아웃됩니다.' },
};
const serverDown = { data: { code: 5, name: 'UNEXPECTED_ERROR', message: '일시적인 오류' }, status: 503 };
const offline = { name: 'TypeError', message: 'fetch failed' };

const input = (overrides: Partial<SessionInput>): SessionInput => ({
  hasToken: false,
  hasLegacyTokens: false,
  banStatus: null,
  logoutWindow: 'popup',
  ...overrides,
});

const LOGOUT_SEQUENCE = [
  'clearStoredTokens',
  'clearSocialLoginKeys',
  'clearSurveyAndTermsFlags',
  'clearUserInfo',
  'clearTokenCookies',
  'clearAnalyticsUserIds',
];

type ModelEventType =
  | SessionEvent['type']
  | 'xstate.done.actor.validateToken'
  | 'xstate.error.actor.validateToken'
  | 'xstate.done.actor.refreshTokens'
  | 'xstate.error.actor.refreshTokens'
  | 'xstate.done.actor.deleteToken'
  | 'xstate.error.actor.deleteToken';

const executors = {
  'session.signedIn': execute.send,
  'session.validate': execute.send,
  'session.logout': execute.send,
  'session.expiredConfirmed': execute.send,
  'storage.tokenChanged': execute.send,
  'token.accessExpired': execute.send,
  'token.refreshExpired': execute.send,
  'profile.userInfo': execute.send,
  'member.action': execute.send,
  'app.message.logout': execute.send,
  'xstate.done.actor.validateToken': execute.settle,
  'xstate.error.actor.validateToken': execute.fail,
  'xstate.done.actor.refreshTokens': execute.settle,
  'xstate.error.actor.refreshTokens': execute.fail,
  'xstate.done.actor.deleteToken': execute.settle,
  'xstate.error.actor.deleteToken': execute.fail,
} satisfies Record<ModelEventType, EventExecutor<typeof sessionMachine>>;

const events: AnyEventObject[] = [
  { type: 'session.signedIn', banStatus: null },
  { type: 'session.signedIn', banStatus: BANNED },
  { type: 'session.validate' },
  { type: 'session.logout' },
  { type: 'session.expiredConfirmed' },
  { type: 'storage.tokenChanged', hasToken: true },
  { type: 'storage.tokenChanged', hasToken: false },
  { type: 'token.accessExpired' },
  { type: 'token.refreshExpired' },
  { type: 'profile.userInfo', userInfo: { retrySignIn: true, banStatus: null } },
  { type: 'profile.userInfo', userInfo: { retrySignIn: false, banStatus: BANNED } },
  { type: 'profile.userInfo', userInfo: { retrySignIn: false, banStatus: null } },
  { type: 'member.action' },
  { type: 'app.message.logout' },
  { type: 'xstate.done.actor.validateToken', output: { status: 200 } },
  { type: 'xstate.done.actor.validateToken', output: { status: 401, code: 111 } },
  { type: 'xstate.done.actor.validateToken', output: { status: 401, code: 112 } },
  { type: 'xstate.done.actor.validateToken', output: { status: 401, code: 110 } },
  { type: 'xstate.done.actor.validateToken', output: { status: 503, code: 5 } },
  { type: 'xstate.error.actor.validateToken', error: offline },
  { type: 'xstate.done.actor.refreshTokens', output: undefined },
  { type: 'xstate.error.actor.refreshTokens', error: refreshExpiredError },
  { type: 'xstate.error.actor.refreshTokens', error: serverDown },
  { type: 'xstate.error.actor.refreshTokens', error: offline },
  { type: 'xstate.done.actor.deleteToken', output: undefined },
  { type: 'xstate.error.actor.deleteToken', error: offline },
];

const actionNames = (calls: RecordedCall[]) => calls.filter((c) => c.kind === 'action').map((c) => c.name);
const actorsStarted = (calls: RecordedCall[]) => calls.filter((c) => c.kind === 'actor').map((c) => c.name);
const emitted = (calls: RecordedCall[]) => calls.filter((c) => c.kind === 'emitted').map((c) => c.params);

describeModel('sessionMachine', {
  machine: sessionMachine,
  inputs: [
    input({ hasLegacyTokens: true, hasToken: true }),
    input({ hasToken: true, logoutWindow: 'same' }),
    input({ hasToken: false }),
    input({ hasToken: true, banStatus: BANNED }),
  ],
  events,
  executors,
  check: ({ event, before, after, calls, harness }) => {
    const actions = actionNames(calls);
    const started = actorsStarted(calls);
    const wasIn = (tag: string) => before?.hasTag(tag) ?? false;
    const context = harness.snapshot.context;

    // Boot: legacy keys wipe storage; a token only marks the shopper, validation starts.
    if (event.type === 'xstate.init') {
      if (context.storedTokens === 'legacy') expect(actions).toEqual(['clearAllStorage']);
      else expect(actions).toEqual([]);
      expect(after.hasTag('markedLoggedIn')).toBe(context.storedTokens === 'current');
      expect(after.hasTag('loggedOut')).toBe(context.storedTokens !== 'current');
    }

    // Logged in only after the validation call returned 200.
    if (after.hasTag('loggedIn') && !wasIn('loggedIn')) {
      expect(event).toMatchObject({ type: 'xstate.done.actor.validateToken', output: { status: 200 } });
    }

    // Every pending state has its call in flight.
    if (after.matches({ signedIn: 'validating' })) expect(harness.isRunning('validateToken')).toBe(true);
    if (after.hasTag('refreshing')) expect(harness.isRunning('refreshTokens')).toBe(true);
    if (after.matches('loggingOut')) expect(harness.isRunning('deleteToken')).toBe(true);
    if (after.matches({ signedIn: 'validating' }) && !before?.matches({ signedIn: 'validating' })) {
      expect(started).toEqual(['validateToken']);
    }

    // Network failures and 5xx never end the session.
    const failure = 'error' in event ? event.error : undefined;
    const unavailable =
      failure === offline ||
      failure === serverDown ||
      (event.output as { status?: number } | undefined)?.status === 503;
    if (unavailable && !event.type.includes('deleteToken')) {
      expect(after.hasTag('markedLoggedIn')).toBe(true);
      expect(actions).not.toContain('clearStoredTokens');
    }

    // The logout sequence of spec section 4, in order, whatever the token delete call answered.
    if (before?.matches('loggingOut')) {
      expect(after.matches('loggedOut')).toBe(true);
      expect(actions).toEqual([...LOGOUT_SEQUENCE, 'openShopLogout', 'goHome']);
      expect(calls.find((c) => c.name === 'openShopLogout')?.params).toEqual({
        window: context.logoutWindow,
      });
    }
    if (after.matches('loggingOut') && !before?.matches('loggingOut'))
      expect(started).toEqual(['deleteToken']);

    // REFRESH_TOKEN_EXPIRED: the whole logout sequence (the token delete first, while the tokens are
    // still there to send), then the one dialog; its confirmation opens the shop logout, then login.
    if (after.hasTag('expired') && !wasIn('expired')) {
      expect(actions).toEqual(['sendTokenDelete', ...LOGOUT_SEQUENCE, 'showExpiredDialog']);
      expect(calls.find((c) => c.name === 'showExpiredDialog')?.params).toEqual({
        message: SESSION_EXPIRED_MESSAGE,
      });
    }
    if (event.type === 'session.expiredConfirmed') {
      expect(actions).toEqual(['openShopLogout', 'goToLogin']);
      expect(calls.find((c) => c.name === 'openShopLogout')?.params).toEqual({ window: 'popup' });
    }

    // The refresh actor stores the pair itself (under the cross-tab lock); the outcome is announced.
    if (event.type === 'xstate.done.actor.refreshTokens') {
      expect(actions).toEqual([]);
      expect(emitted(calls)).toEqual([{ type: 'token.refreshed' }]);
    }
    if (event.type === 'xstate.error.actor.refreshTokens') {
      expect(emitted(calls)).toEqual([{ type: 'token.refreshFailed', error: failure }]);
    }

    // Ban: an alert with the ban message on entering, then every member action is blocked.
    if (after.hasTag('banned') && !wasIn('banned')) {
      expect(calls.find((c) => c.name === 'showBanAlert')?.params).toEqual({ message: BANNED.message });
    }
    if (event.type === 'member.action') {
      expect(actions).toEqual(['showActionBlocked']);
      expect(calls[0]?.params).toEqual({ message: BANNED.message });
    }
    if (event.type === 'profile.userInfo' && event.userInfo.retrySignIn)
      expect(after.matches('loggingOut')).toBe(true);
    if (
      event.type === 'session.signedIn' ||
      (event.type === 'profile.userInfo' && !event.userInfo.retrySignIn)
    ) {
      const reported = event.type === 'session.signedIn' ? event.banStatus : event.userInfo.banStatus;
      expect(calls.find((c) => c.name === 'storeBanStatus')?.params).toEqual({ banStatus: reported });
    }

    // Another tab changed the token: refetch user data; validate again when a token is there.
    if (event.type === 'storage.tokenChanged') {
      expect(actions).toContain('refreshUserData');
      expect(after.matches({ signedIn: 'validating' })).toBe(event.hasToken);
    }
    if (event.type === 'app.message.logout') {
      expect(actions).toEqual(['clearStoredTokens', 'clearUserInfo', 'goHome']);
      expect(after.hasTag('loggedOut')).toBe(true);
    }
  },
});

function loggedInHarness(overrides: Partial<SessionInput> = {}) {
  const harness = new ModelHarness(sessionMachine, input({ hasToken: true, ...overrides }), new Set());
  harness.start();
  harness.settle('validateToken', { status: 200 });
  return harness;
}

describe('sessionMachine rules beyond the model', () => {
  it('keeps one refresh in flight however many calls report ACCESS_TOKEN_EXPIRED', async () => {
    const harness = loggedInHarness();
    await flush();
    for (let i = 0; i < 5; i += 1) harness.send({ type: 'token.accessExpired' });
    expect(harness.log.filter((c) => c.kind === 'actor' && c.name === 'refreshTokens')).toHaveLength(1);
    expect(isLoggedIn(harness.snapshot as never)).toBe(true);
  });

  it('shows the expired dialog once however many REFRESH_TOKEN_EXPIRED errors arrive', async () => {
    const harness = loggedInHarness();
    await flush();
    for (let i = 0; i < 5; i += 1) harness.send({ type: 'token.refreshExpired' });
    expect(harness.log.filter((c) => c.name === 'showExpiredDialog')).toHaveLength(1);
    harness.send({ type: 'session.expiredConfirmed' });
    harness.send({ type: 'token.refreshExpired' });
    expect(harness.log.filter((c) => c.name === 'showExpiredDialog')).toHaveLength(1);
    expect(harness.snapshot.hasTag('loggedOut')).toBe(true);
  });

  it('falls back to a generic Korean message when the ban carries none', () => {
    expect(banMessageOf({ isBanned: true, message: '  ' })).toBe(BANNED_ACTION_FALLBACK_MESSAGE);
    expect(banMessageOf(null)).toBe(BANNED_ACTION_FALLBACK_MESSAGE);
    expect(banMessageOf(BANNED)).toBe(BANNED.message);
  });

  it('leaves the default implementations loud, so a missing .provide() is noticed', async () => {
    const { createActor } = await import('xstate');
    const actor = createActor(sessionMachine, { input: input({ hasLegacyTokens: true }) });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(String(errors[0])).toContain("'clearAllStorage' must be provided");
  });
});

describe('requestTokenRefresh (the HTTP client seam)', () => {
  it('resolves every concurrent caller from one refresh', async () => {
    const harness = loggedInHarness();
    await flush();
    const waits = Array.from({ length: 4 }, () => requestTokenRefresh(harness.actor));
    harness.settle('refreshTokens', undefined);
    await expect(Promise.all(waits)).resolves.toHaveLength(4);
    expect(harness.log.filter((c) => c.kind === 'actor' && c.name === 'refreshTokens')).toHaveLength(1);
  });

  it('rejects with the refresh error and keeps the session on a network failure', async () => {
    const harness = loggedInHarness();
    await flush();
    const wait = requestTokenRefresh(harness.actor);
    harness.fail('refreshTokens', offline);
    await expect(wait).rejects.toBe(offline);
    expect(harness.snapshot.hasTag('loggedIn')).toBe(true);
  });

  it('rejects when not logged in, and when the session ends mid-refresh', async () => {
    const loggedOut = new ModelHarness(sessionMachine, input({}), new Set());
    loggedOut.start();
    await expect(requestTokenRefresh(loggedOut.actor)).rejects.toBeInstanceOf(RefreshUnavailableError);

    const harness = loggedInHarness();
    await flush();
    const wait = requestTokenRefresh(harness.actor);
    harness.send({ type: 'session.logout' });
    harness.settle('deleteToken', undefined);
    await expect(wait).rejects.toBeInstanceOf(RefreshUnavailableError);
  });

  it('while the stored token is still being validated, waits for the answer and resolves once renewed', async () => {
    const harness = new ModelHarness(sessionMachine, input({ hasToken: true }), new Set());
    harness.start();
    const wait = requestTokenRefresh(harness.actor);
    let outcome = 'waiting';
    wait.then(
      () => (outcome = 'resolved'),
      () => (outcome = 'rejected'),
    );
    await flush();
    expect(outcome).toBe('waiting');
    harness.settle('validateToken', { status: 401, code: 111 });
    await flush();
    harness.settle('refreshTokens', undefined);
    await expect(wait).resolves.toBeUndefined();
    expect(harness.log.filter((c) => c.kind === 'actor' && c.name === 'refreshTokens')).toHaveLength(1);
  });

  it('while validating: resolves without a refresh when the token proves valid, rejects when the session ends', async () => {
    const valid = new ModelHarness(sessionMachine, input({ hasToken: true }), new Set());
    valid.start();
    const resolved = requestTokenRefresh(valid.actor);
    valid.settle('validateToken', { status: 200 });
    await expect(resolved).resolves.toBeUndefined();
    expect(valid.log.filter((c) => c.kind === 'actor' && c.name === 'refreshTokens')).toHaveLength(0);

    const ended = new ModelHarness(sessionMachine, input({ hasToken: true }), new Set());
    ended.start();
    const rejected = requestTokenRefresh(ended.actor);
    ended.settle('validateToken', { status: 401, code: 112 });
    await expect(rejected).rejects.toBeInstanceOf(RefreshUnavailableError);
  });

  it("another tab's new token mid-refresh: waits for the revalidation instead of failing the call", async () => {
    const harness = loggedInHarness();
    await flush();
    const wait = requestTokenRefresh(harness.actor);
    harness.send({ type: 'storage.tokenChanged', hasToken: true });
    await flush();
    harness.settle('validateToken', { status: 200 });
    await expect(wait).resolves.toBeUndefined();
  });

  it('with the refresh coordinator: a call failing with 111 during validation is retried after the refresh', async () => {
    const harness = new ModelHarness(sessionMachine, input({ hasToken: true }), new Set());
    harness.start();
    const coordinator = createRefreshCoordinator({
      refresh: () => requestTokenRefresh(harness.actor),
      onExpired: () => harness.send({ type: 'token.refreshExpired' }),
    });
    let renewed = false;
    let attempts = 0;
    const call = coordinator.run(async () => {
      attempts += 1;
      if (!renewed) throw { data: { code: 111, name: 'ACCESS_TOKEN_EXPIRED', message: '' } };
      return 'profile';
    });
    await flush();
    harness.settle('validateToken', { status: 401, code: 111 });
    await flush();
    renewed = true;
    harness.settle('refreshTokens', undefined);
    await expect(call).resolves.toBe('profile');
    expect(attempts).toBe(2);
  });

  it('with the refresh coordinator: many expired calls, one refresh, one dialog on 112', async () => {
    const harness = loggedInHarness();
    await flush();
    const coordinator = createRefreshCoordinator({
      refresh: () => requestTokenRefresh(harness.actor),
      onExpired: () => harness.send({ type: 'token.refreshExpired' }),
    });
    const expiredCall = () =>
      Promise.reject({ data: { code: 111, name: 'ACCESS_TOKEN_EXPIRED', message: '' } });
    const calls = Array.from({ length: 10 }, () => coordinator.run(expiredCall));
    await flush();
    harness.fail('refreshTokens', refreshExpiredError);
    const outcomes = await Promise.allSettled(calls);
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(harness.log.filter((c) => c.kind === 'actor' && c.name === 'refreshTokens')).toHaveLength(1);
    expect(harness.log.filter((c) => c.name === 'showExpiredDialog')).toHaveLength(1);
    expect(harness.snapshot.hasTag('expired')).toBe(true);
  });
});
