import type { AnyEventObject } from 'xstate';
import { PROFILE_REFETCH_MS, WEB_VERSION } from '#contract/constants.ts';
import { type EventExecutor, execute, type ModelSpec } from '../testing/model-test.ts';
import { type AppProfile, type MaintenanceEvent, maintenanceMachine } from './maintenance.machine.ts';

/**
 * The maintenance machine's model: the sample events and how the real actor takes each. The unit model
 * test (maintenance.test.ts) and the browser paths (tests/e2e/machines/) both walk the paths this
 * generates.
 */

export const profile = (isProgress: boolean, webVersion = WEB_VERSION): AppProfile => ({
  userInfo: { retrySignIn: false, banStatus: null, isTermsChange: 'true' },
  systemInspectionInfo: { isProgress },
  appInfo: { webVersion },
});
export const NORMAL = profile(false);
export const INSPECTING = profile(true);
export const NEW_RELEASE = profile(false, '2.30.0');
export const offline = { name: 'TypeError', message: 'fetch failed' };
export const AFTER_REFETCH = `xstate.after.${PROFILE_REFETCH_MS}.maintenance.polling.waiting`;

type ModelEventType =
  | MaintenanceEvent['type']
  | 'xstate.done.actor.fetchAppProfile'
  | 'xstate.error.actor.fetchAppProfile'
  | 'xstate.done.actor.clearCaches'
  | 'xstate.error.actor.clearCaches'
  | typeof AFTER_REFETCH;

const executors = {
  'route.changed': execute.send,
  'profile.refetch': execute.send,
  'profile.loaded': execute.send,
  'xstate.done.actor.fetchAppProfile': execute.settle,
  'xstate.error.actor.fetchAppProfile': execute.fail,
  'xstate.done.actor.clearCaches': execute.settle,
  'xstate.error.actor.clearCaches': execute.fail,
  [AFTER_REFETCH]: execute.elapse,
} satisfies Record<ModelEventType, EventExecutor<typeof maintenanceMachine>>;

const events: AnyEventObject[] = [
  { type: 'route.changed', path: '/' },
  { type: 'route.changed', path: '/game' },
  { type: 'profile.refetch' },
  { type: 'profile.loaded', profile: INSPECTING },
  ...[NORMAL, INSPECTING, NEW_RELEASE].map((output) => ({
    type: 'xstate.done.actor.fetchAppProfile',
    output,
  })),
  { type: 'xstate.error.actor.fetchAppProfile', error: offline },
  { type: 'xstate.done.actor.clearCaches', output: undefined },
  { type: 'xstate.error.actor.clearCaches', error: new Error('quota') },
  { type: AFTER_REFETCH },
];

export const maintenanceModel: ModelSpec<typeof maintenanceMachine> = {
  machine: maintenanceMachine,
  inputs: [{ path: '/' }, { path: '/game' }],
  events,
  executors,
};
