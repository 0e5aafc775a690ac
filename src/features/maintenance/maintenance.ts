import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise } from 'xstate';
import type { AppProfile } from '#contract/account.ts';
import { WEB_VERSION } from '#contract/constants.ts';
import {
  type AppProfile as MachineProfile,
  type MaintenanceActor,
  maintenanceMachine,
} from '#machines/maintenance/maintenance.machine.ts';
import type { SessionActor } from '#machines/session/session.machine.ts';
import { reloadForRelease } from '../../platform/release-reload.ts';
import { libraryKeys, localStore, sessionStore } from '../../platform/storage.ts';
import { writeTermsCompleted } from '../../platform/terms-flag.ts';
import { fetchAppProfile } from './api/get-app-profile.ts';
import { attachMaintenance } from './maintenance-guard.ts';

export { enableBypass, guardMaintenance } from './maintenance-guard.ts';

/**
 * The app profile lifecycle (maintenance machine) for the page. One actor, started once by
 * `<MaintenanceLayer />` after the first screen; the root route's guard (maintenance-guard.ts) reads
 * its snapshot on every navigation.
 */

export interface MaintenanceDeps {
  /** Re-runs the route guards (router.invalidate()). */
  revalidate: () => void;
  queryClient: QueryClient;
  /**
   * Starts the session if needed and resolves with it; it hears the profile's user info (absent in
   * tests that run without a session).
   */
  startSession: (() => Promise<SessionActor>) | undefined;
  /** Path the app opened on. */
  path: string;
}

/** The page reload, behind a seam so tests can watch it. */
export const page = {
  reload(): void {
    window.location.reload();
  },
};

let actor: MaintenanceActor | undefined;
/** The latest wiring: a remount (tests, hot reload) hands over its router without a second poll. */
let deps: MaintenanceDeps | undefined;

export function maintenanceActor(): MaintenanceActor | undefined {
  return actor;
}

export function startMaintenance(next: MaintenanceDeps): MaintenanceActor {
  deps = next;
  if (actor) return actor;
  actor = createActor(
    maintenanceMachine.provide({
      actors: {
        fetchAppProfile: fromPromise<MachineProfile>(fetchAppProfile),
        clearCaches: fromPromise(() => clearCaches(deps?.queryClient ?? next.queryClient)),
      },
      actions: {
        publishProfile: (_, { profile }) => publishProfile(profile as AppProfile, deps?.startSession),
        removeBypass: () => {
          sessionStore.remove('bypass');
          localStore.remove('bypass');
        },
        revalidateRoute: () => deps?.revalidate(),
        // Once per release: if the server still reports another version after the reload, stay.
        reload: () => void reloadForRelease(`web version ${WEB_VERSION}`, { reload: () => page.reload() }),
      },
    }),
    { input: { path: next.path } },
  ).start();
  attachMaintenance(actor);
  return actor;
}

/** For tests: forget the actor so the next start begins afresh. */
export function stopMaintenance(): void {
  actor?.stop();
  actor = undefined;
  deps = undefined;
  attachMaintenance(undefined);
}

function publishProfile(profile: AppProfile, startSession: MaintenanceDeps['startSession']): void {
  writeTermsCompleted(profile.userInfo.isTermsChange);
  const userInfo = profile.userInfo;
  void startSession?.().then((actor) => actor.send({ type: 'profile.userInfo', userInfo }));
}

/** The query cache, its persisted copy and Cache Storage, before the reload to the new release. */
async function clearCaches(queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  try {
    window.sessionStorage.removeItem(libraryKeys.session.queryCache);
  } catch {
    // Storage unavailable: nothing was persisted there either.
  }
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
}
