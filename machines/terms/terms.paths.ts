import type { AnyEventObject } from 'xstate';
import { type EventExecutor, execute, type ModelSpec } from '../testing/model-test.ts';
import { type TermsEvent, termsMachine } from './terms.machine.ts';

/**
 * The terms machine's model: the sample events and how the real actor takes each. The unit model test
 * (terms.test.ts) and the browser paths (tests/e2e/machines/) both walk the paths this generates.
 */

type ModelEventType =
  | TermsEvent['type']
  | 'xstate.done.actor.agreeToTerms'
  | 'xstate.error.actor.agreeToTerms';

const executors = {
  'terms.check': execute.send,
  'terms.agree': execute.send,
  'terms.cancel': execute.send,
  'terms.leave': execute.send,
  'terms.stay': execute.send,
  'xstate.done.actor.agreeToTerms': execute.settle,
  'xstate.error.actor.agreeToTerms': execute.fail,
} satisfies Record<ModelEventType, EventExecutor<typeof termsMachine>>;

export const serverRefusal = {
  data: { code: 18, name: 'DUPLICATED_REQUEST', message: '이미 처리된 요청입니다.' },
};
export const offline = { name: 'TypeError', message: 'fetch failed' };

const events: AnyEventObject[] = [
  { type: 'terms.check', loggedIn: true, termsCompleted: 'false', path: '/' },
  { type: 'terms.check', loggedIn: true, termsCompleted: 'false', path: '/login-landing' },
  { type: 'terms.check', loggedIn: true, termsCompleted: 'true', path: '/' },
  { type: 'terms.check', loggedIn: false, termsCompleted: 'false', path: '/' },
  { type: 'terms.agree' },
  { type: 'terms.cancel' },
  { type: 'terms.leave' },
  { type: 'terms.stay' },
  { type: 'xstate.done.actor.agreeToTerms', output: undefined },
  { type: 'xstate.error.actor.agreeToTerms', error: serverRefusal },
  { type: 'xstate.error.actor.agreeToTerms', error: offline },
];

export const termsModel: ModelSpec<typeof termsMachine> = {
  machine: termsMachine,
  inputs: [undefined],
  events,
  executors,
};
