import type { AnyEventObject } from 'xstate';
import { type EventExecutor, execute, type ModelSpec } from '../testing/model-test.ts';
import { type SessionEvent, type SessionInput, sessionMachine } from './session.machine.ts';
import type { BanStatus } from './session-rules.ts';

/**
 * The session machine's model: the inputs (what storage holds at start), the sample events and how the
 * real actor takes each. The unit model test (session.test.ts) and the browser paths
 * (tests/e2e/machines/) both walk the paths this generates.
 */

export const BANNED: BanStatus = { isBanned: true, message: '운영 정책 위반으로 이용이 제한되었습니다.' };
export const refreshExpiredError = {
  data: { code: 112, name: 'REFRESH_TOKEN_EXPIRED', message: '로그인이 만료되어 자동으로 로그아웃됩니다.' },
};
export const serverDown = {
  data: { code: 5, name: 'UNEXPECTED_ERROR', message: '일시적인 오류' },
  status: 503,
};
export const offline = { name: 'TypeError', message: 'fetch failed' };

export const input = (overrides: Partial<SessionInput>): SessionInput => ({
  hasToken: false,
  hasLegacyTokens: false,
  banStatus: null,
  logoutWindow: 'popup',
  ...overrides,
});

/** Every event the model takes: the machine's own and its actors' done and error events. */
export type SessionModelEventType =
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
} satisfies Record<SessionModelEventType, EventExecutor<typeof sessionMachine>>;

const events: AnyEventObject[] = [
  { type: 'session.signedIn', banStatus: null },
  { type: 'session.signedIn', banStatus: BANNED },
  { type: 'session.validate' },
  { type: 'session.logout' },
  { type: 'session.expiredConfirmed' },
  { type: 'storage.tokenChanged', hasToken: true },
  { type: 'storage.tokenChanged', hasToken: false },
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

export const sessionModel: ModelSpec<typeof sessionMachine> = {
  machine: sessionMachine,
  inputs: [
    input({ hasLegacyTokens: true, hasToken: true }),
    input({ hasToken: true, logoutWindow: 'same' }),
    input({ hasToken: false }),
    input({ hasToken: true, banStatus: BANNED }),
  ],
  events,
  executors,
};
