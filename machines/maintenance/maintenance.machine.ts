import { type ActorRefFrom, assign, fromPromise, raise, type SnapshotFrom, setup } from 'xstate';
import { PROFILE_REFETCH_MS, WEB_VERSION } from '#contract/constants.ts';
import { isGamePath, reloadNeeded } from './maintenance-rules.ts';

/**
 * The app profile lifecycle (spec sections 2, 4 and 7): GET /api/v2/app/profile every 300000 ms.
 * It carries three facts this machine acts on or passes on: system inspection (maintenance), the
 * server's web version (a mismatch clears caches and reloads, except on the game page), and the user
 * info the session and terms machines need (`publishProfile`).
 */

/** The fields of the app profile response this machine reads; the contract's type is assignable. */
export interface AppProfile {
  userInfo?: unknown;
  systemInspectionInfo: { isProgress: boolean };
  appInfo: { webVersion: string };
}

export interface MaintenanceInput {
  /** Path of the route the app opened on. */
  path: string;
}

export interface MaintenanceContext {
  /** Current route path, kept so a version mismatch can wait until the game page is left. */
  path: string;
}

export type MaintenanceEvent =
  | { type: 'route.changed'; path: string }
  /** Fetch the profile now (after sign-in, or when the app returns to the foreground). */
  | { type: 'profile.refetch' }
  /** A fresh profile: raised by the poll; the app may also send one it fetched itself. */
  | { type: 'profile.loaded'; profile: AppProfile };

export {
  isGamePath,
  MAINTENANCE_BYPASS_VALUE,
  MAINTENANCE_PATH,
  type MaintenanceFacts,
  maintenanceTarget,
  reloadNeeded,
} from './maintenance-rules.ts';

function notProvided(name: string): never {
  throw new Error(`maintenanceMachine: '${name}' must be provided with .provide()`);
}

export const maintenanceMachine = setup({
  types: {
    context: {} as MaintenanceContext,
    events: {} as MaintenanceEvent,
    input: {} as MaintenanceInput,
  },
  actors: {
    /** GET /api/v2/app/profile. */
    fetchAppProfile: fromPromise<AppProfile>(async () => notProvided('fetchAppProfile')),
    /** Clear the query cache, persisted cache and Cache Storage before the reload. */
    clearCaches: fromPromise<void>(async () => notProvided('clearCaches')),
  },
  actions: {
    /** Hands the profile to the session (`profile.userInfo`) and stores the terms flag. */
    publishProfile: (_, _params: { profile: AppProfile }) => notProvided('publishProfile'),
    /** Removes the bypass key (spec section 4: from local storage) when the inspection ends. */
    removeBypass: () => notProvided('removeBypass'),
    /** Re-run the router's guards (router.invalidate()) so the current page follows the new state. */
    revalidateRoute: () => notProvided('revalidateRoute'),
    reload: () => notProvided('reload'),
    recordPath: assign(({ event }) => (event.type === 'route.changed' ? { path: event.path } : {})),
    shareProfile: raise((_, params: { profile: AppProfile }) => ({
      type: 'profile.loaded' as const,
      ...params,
    })),
  },
  guards: {
    inspectionStarted: ({ event }) =>
      event.type === 'profile.loaded' && event.profile.systemInspectionInfo.isProgress,
    inspectionEnded: ({ event }) =>
      event.type === 'profile.loaded' && !event.profile.systemInspectionInfo.isProgress,
    reloadNow: ({ context, event }) =>
      event.type === 'profile.loaded' && reloadNeeded(event.profile.appInfo.webVersion, context.path),
    outdated: ({ event }) =>
      event.type === 'profile.loaded' && event.profile.appInfo.webVersion !== WEB_VERSION,
    leftGame: ({ event }) => event.type === 'route.changed' && !isGamePath(event.path),
  },
}).createMachine({
  id: 'maintenance',
  type: 'parallel',
  context: ({ input }) => ({ path: input.path }),
  on: {
    'route.changed': { actions: 'recordPath' },
  },
  states: {
    polling: {
      initial: 'fetching',
      states: {
        fetching: {
          tags: ['pending'],
          invoke: {
            id: 'fetchAppProfile',
            src: 'fetchAppProfile',
            onDone: {
              target: 'waiting',
              actions: [
                { type: 'publishProfile', params: ({ event }) => ({ profile: event.output }) },
                // The inspection and version regions react to the raised copy.
                { type: 'shareProfile', params: ({ event }) => ({ profile: event.output }) },
              ],
            },
            // Keep the last known state; the next round tries again.
            onError: { target: 'waiting' },
          },
        },
        waiting: {
          after: { [PROFILE_REFETCH_MS]: { target: 'fetching' } },
          on: { 'profile.refetch': { target: 'fetching' } },
        },
      },
    },
    inspection: {
      initial: 'normal',
      states: {
        normal: {
          on: { 'profile.loaded': { guard: 'inspectionStarted', target: 'underInspection' } },
        },
        underInspection: {
          tags: ['inspection'],
          entry: 'revalidateRoute',
          on: {
            'profile.loaded': {
              guard: 'inspectionEnded',
              target: 'normal',
              actions: ['removeBypass', 'revalidateRoute'],
            },
          },
        },
      },
    },
    version: {
      initial: 'current',
      states: {
        current: {
          on: {
            'profile.loaded': [
              { guard: 'reloadNow', target: 'reloading' },
              { guard: 'outdated', target: 'outdated' },
            ],
          },
        },
        outdated: {
          description: 'A new release is out but the shopper is on the game page: reload when they leave.',
          // A parallel node's own `on` only runs when no region takes the event, so record the path here too.
          on: { 'route.changed': { guard: 'leftGame', target: 'reloading', actions: 'recordPath' } },
        },
        reloading: {
          tags: ['reloading'],
          invoke: {
            id: 'clearCaches',
            src: 'clearCaches',
            // A failed cache clear must not keep the shopper on the old release.
            onDone: { target: 'reloaded', actions: 'reload' },
            onError: { target: 'reloaded', actions: 'reload' },
          },
        },
        reloaded: { type: 'final' },
      },
    },
  },
});

export type MaintenanceMachine = typeof maintenanceMachine;
export type MaintenanceActor = ActorRefFrom<MaintenanceMachine>;
export type MaintenanceSnapshot = SnapshotFrom<MaintenanceMachine>;
