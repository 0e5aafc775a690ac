import { describe, expect, it } from 'vitest';
import type { AnyEventObject, StateValue } from 'xstate';
import { allStateNodes } from '../introspect/transitions.ts';
import { describeModel } from '../testing/describe-model.ts';
import { flush, ModelHarness, type RecordedCall, type StepCheck } from '../testing/model-test.ts';
import { isLoggedIn, type SessionInput, sessionMachine } from './session.machine.ts';
import { BANNED, input, offline, refreshExpiredError, serverDown, sessionModel } from './session.paths.ts';
import {
  BANNED_ACTION_FALLBACK_MESSAGE,
  banMessageOf,
  SESSION_EXPIRED_MESSAGE,
  storedTokensOf,
} from './session-rules.ts';

const LOGOUT_SEQUENCE = [
  'clearStoredTokens',
  'clearSocialLoginKeys',
  'clearSurveyAndTermsFlags',
  'clearUserInfo',
  'clearTokenCookies',
  'clearAnalyticsUserIds',
];

const actionNames = (calls: RecordedCall[]) => calls.filter((c) => c.kind === 'action').map((c) => c.name);
const actorsStarted = (calls: RecordedCall[]) => calls.filter((c) => c.kind === 'actor').map((c) => c.name);
const paramsOf = (calls: RecordedCall[], name: string) => calls.find((c) => c.name === name)?.params;

type Step = StepCheck<typeof sessionMachine>;

/** A state value as a dotted path of its one active leaf: `signedIn.loggedIn.member`. */
function leafOf(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [[parent, child]] = Object.entries(value) as [[string, StateValue]];
  return `${parent}.${leafOf(child)}`;
}

/** States an event can rest in; `booting` and `checking` only pass through (`always`). */
type RestingState =
  | 'loggedOut'
  | 'signedIn.validating'
  | 'signedIn.unverified'
  | 'signedIn.renewing'
  | 'signedIn.loggedIn.member'
  | 'signedIn.loggedIn.banned'
  | 'loggingOut'
  | 'expired';
const PASSING_THROUGH = ['session.booting', 'session.signedIn.loggedIn.checking'];

const entered = (step: Step, state: string) => !(step.before?.matches(state as never) ?? false);
const failure = (event: AnyEventObject) => ('error' in event ? event.error : undefined);
const answered = (event: AnyEventObject) => event.output as { status?: number; code?: number } | undefined;

/** What must hold on arriving in each state, by how the step got there (after XState's dieHard test). */
const stateChecks: Record<RestingState, (step: Step) => void> = {
  loggedOut: ({ event, before, calls, harness }) => {
    const actions = actionNames(calls);
    expect(harness.snapshot.hasTag('markedLoggedIn')).toBe(false);
    if (event.type === 'xstate.init') {
      // Legacy keys of an old release wipe storage; no token, nothing to do.
      const legacy = harness.snapshot.context.storedTokens === 'legacy';
      expect(actions).toEqual(legacy ? ['clearAllStorage'] : []);
    } else if (before?.matches('loggingOut')) {
      // The logout sequence of spec section 4, in order, whatever the token delete call answered.
      expect(actions).toEqual([...LOGOUT_SEQUENCE, 'openShopLogout', 'goHome']);
      expect(paramsOf(calls, 'openShopLogout')).toEqual({ window: harness.snapshot.context.logoutWindow });
    } else if (event.type === 'session.expiredConfirmed') {
      // The dialog's confirmation opens the shop logout (a popup a click allows), then login.
      expect(actions).toEqual(['openShopLogout', 'goToLogin']);
      expect(paramsOf(calls, 'openShopLogout')).toEqual({ window: 'popup' });
    } else if (event.type === 'app.message.logout') {
      // Everything logout forgets; the app made the token delete call and the shop logout itself.
      expect(actions).toEqual([...LOGOUT_SEQUENCE, 'goHome']);
    } else if (event.type === 'storage.tokenChanged') {
      // Another tab signed out: this tab forgets the member and refetches.
      expect(event.hasToken).toBe(false);
      expect(actions).toEqual(['clearUserInfo', 'refreshUserData']);
    } else {
      // The server rejected the token (110 or another 4xx): it is worthless.
      expect(event).toMatchObject({ type: 'xstate.done.actor.validateToken', output: { code: 110 } });
      expect(actions).toEqual(['clearStoredTokens', 'clearUserInfo']);
    }
  },

  'signedIn.validating': (step) => {
    const { event, calls, harness } = step;
    // A token only marks the shopper; the validation call is in flight.
    expect(harness.snapshot.hasTag('markedLoggedIn')).toBe(true);
    expect(isLoggedIn(harness.snapshot as never)).toBe(false);
    expect(harness.isRunning('validateToken')).toBe(true);
    if (entered(step, 'signedIn.validating')) expect(actorsStarted(calls)).toEqual(['validateToken']);
    const actions = actionNames(calls);
    if (event.type === 'session.signedIn') {
      expect(paramsOf(calls, 'storeBanStatus')).toEqual({ banStatus: event.banStatus });
    } else if (event.type === 'storage.tokenChanged') {
      // Another tab signed in: refetch user data, validate its token.
      expect(event.hasToken).toBe(true);
      expect(actions).toEqual(['refreshUserData']);
    } else {
      // Start, retry after being unreachable, or validate again after the renewal.
      expect(['xstate.init', 'session.validate', 'xstate.done.actor.refreshTokens']).toContain(event.type);
      expect(actions).toEqual([]);
    }
  },

  'signedIn.unverified': ({ event, calls, harness }) => {
    // Network failures and 5xx never end the session: the token and the mark stay.
    expect(harness.snapshot.hasTag('markedLoggedIn')).toBe(true);
    expect(actionNames(calls)).toEqual([]);
    const unreachable = failure(event) === offline || failure(event) === serverDown;
    expect(unreachable || answered(event)?.status === 503).toBe(true);
  },

  'signedIn.renewing': ({ event, calls, harness }) => {
    // Validation said the access token expired: the refresh is in flight, nothing else happens.
    expect(event).toMatchObject({ type: 'xstate.done.actor.validateToken', output: { code: 111 } });
    expect(harness.isRunning('refreshTokens')).toBe(true);
    expect(actorsStarted(calls)).toEqual(['refreshTokens']);
    expect(actionNames(calls)).toEqual([]);
  },

  'signedIn.loggedIn.member': (step) => {
    const { event, calls } = step;
    if (entered(step, 'signedIn.loggedIn')) {
      // Logged in only after the validation call returned 200.
      expect(event).toMatchObject({ type: 'xstate.done.actor.validateToken', output: { status: 200 } });
      expect(actionNames(calls)).toEqual([]);
    } else {
      // The app profile lifted the ban.
      expect(event).toMatchObject({ type: 'profile.userInfo', userInfo: { banStatus: null } });
      expect(paramsOf(calls, 'storeBanStatus')).toEqual({ banStatus: null });
    }
  },

  'signedIn.loggedIn.banned': (step) => {
    const { event, calls } = step;
    if (event.type === 'member.action') {
      // Every member action is blocked with the ban message.
      expect(actionNames(calls)).toEqual(['showActionBlocked']);
      expect(paramsOf(calls, 'showActionBlocked')).toEqual({ message: BANNED.message });
      return;
    }
    // On entering, an alert with the ban message: a stored ban, or one the app profile reports.
    expect(paramsOf(calls, 'showBanAlert')).toEqual({ message: BANNED.message });
    if (event.type === 'profile.userInfo')
      expect(paramsOf(calls, 'storeBanStatus')).toEqual({ banStatus: event.userInfo.banStatus });
    else expect(event).toMatchObject({ type: 'xstate.done.actor.validateToken', output: { status: 200 } });
  },

  loggingOut: ({ event, calls, harness }) => {
    // The token delete call goes out; the local logout waits for its answer.
    expect(harness.isRunning('deleteToken')).toBe(true);
    expect(actorsStarted(calls)).toEqual(['deleteToken']);
    expect(actionNames(calls)).toEqual([]);
    if (event.type !== 'session.logout')
      expect(event).toMatchObject({ type: 'profile.userInfo', userInfo: { retrySignIn: true } });
  },

  expired: ({ event, calls }) => {
    // REFRESH_TOKEN_EXPIRED, from a call, the validation or the renewal: the whole logout sequence
    // (the token delete first, while the tokens are still there to send), then the one dialog.
    const code = answered(event)?.code ?? (failure(event) === refreshExpiredError ? 112 : undefined);
    expect(event.type === 'token.refreshExpired' || code === 112).toBe(true);
    expect(actionNames(calls)).toEqual(['sendTokenDelete', ...LOGOUT_SEQUENCE, 'showExpiredDialog']);
    expect(paramsOf(calls, 'showExpiredDialog')).toEqual({ message: SESSION_EXPIRED_MESSAGE });
  },
};

describeModel('sessionMachine', {
  ...sessionModel,
  check: (step) => stateChecks[leafOf(step.after.value) as RestingState](step),
});

describe('sessionMachine model checks', () => {
  it('has a check for every state an event can rest in', () => {
    const leaves = allStateNodes(sessionMachine)
      .filter((node) => node.type === 'atomic' || node.type === 'final')
      .map((node) => node.id)
      .filter((id) => !PASSING_THROUGH.includes(id))
      .map((id) => id.replace(/^session\./, ''));
    expect(leaves.sort()).toEqual(Object.keys(stateChecks).sort());
  });

  it('reads the boot decision from storage', () => {
    expect(storedTokensOf({ hasToken: true, hasLegacyTokens: true })).toBe('legacy');
    expect(storedTokensOf({ hasToken: true, hasLegacyTokens: false })).toBe('current');
    expect(storedTokensOf({ hasToken: false, hasLegacyTokens: false })).toBe('none');
  });
});

function loggedInHarness(overrides: Partial<SessionInput> = {}) {
  const harness = new ModelHarness(sessionMachine, input({ hasToken: true, ...overrides }), new Set());
  harness.start();
  harness.settle('validateToken', { status: 200 });
  return harness;
}

describe('sessionMachine rules beyond the model', () => {
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
