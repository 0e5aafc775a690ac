import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { createActor, fromPromise } from 'xstate';
import type { AppProfile } from '../../../contract/account.ts';
import {
  MAINTENANCE_PATH,
  type AppProfile as MachineProfile,
  type MaintenanceActor,
  maintenanceMachine,
  maintenanceTarget,
} from '../../../machines/maintenance/maintenance.machine.ts';
import type { SessionActor } from '../../../machines/session/session.machine.ts';
import { libraryKeys, localStore, sessionStore } from '../../platform/storage.ts';
import { writeTermsCompleted } from '../terms/terms-flag.ts';
import { fetchAppProfile } from './api/get-app-profile.ts';

/**
 * The app profile lifecycle (maintenance machine) for the page. One actor, started once by
 * `<MaintenanceLayer />`; the root route's guard reads its snapshot on every navigation.
 */

export interface MaintenanceDeps {
  /** Re-runs the route guards (router.invalidate()). */
  revalidate: () => void;
  queryClient: QueryClient;
  /** Absent until the session wiring provides one; then it hears the profile's user info. */
  session: SessionActor | undefined;
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
        publishProfile: (_, { profile }) => publishProfile(profile as AppProfile, deps?.session),
        removeBypass: () => {
          sessionStore.remove('bypass');
          localStore.remove('bypass');
        },
        revalidateRoute: () => deps?.revalidate(),
        reload: () => page.reload(),
      },
    }),
    { input: { path: next.path } },
  ).start();
  return actor;
}

/** For tests: forget the actor so the next start begins afresh. */
export function stopMaintenance(): void {
  actor?.stop();
  actor = undefined;
  deps = undefined;
}

function publishProfile(profile: AppProfile, session: SessionActor | undefined): void {
  writeTermsCompleted(profile.userInfo.isTermsChange);
  session?.send({ type: 'profile.userInfo', userInfo: profile.userInfo });
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

/** Session storage `bypass` as the rule reads it ('true' or absent). */
function bypassValue(): string | null {
  return sessionStore.get('bypass') === true ? 'true' : null;
}

/**
 * The maintenance guard for the root route's beforeLoad (spec section 4): during an inspection every
 * navigation goes to /maintenance unless the session bypass is 'true'. Staff open
 * `/maintenance?bypass=true` to set the bypass for this tab; it is handled here, before the rule, since
 * outside a known inspection the rule sends /maintenance itself to '/'.
 */
export function guardMaintenance(location: { pathname: string; search: object }): void {
  // The router's search parser reads `true` as a boolean.
  const bypass = (location.search as { bypass?: unknown }).bypass;
  if (isMaintenancePath(location.pathname) && (bypass === true || bypass === 'true')) {
    enableBypass();
    throw redirect({ to: '/', replace: true });
  }
  const inProgress = actor?.getSnapshot().hasTag('inspection') ?? false;
  const target = maintenanceTarget(location.pathname, { inProgress, bypass: bypassValue() });
  if (target) throw redirect({ to: target, replace: true });
}

function isMaintenancePath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === MAINTENANCE_PATH;
}

/** Lets staff use the app during an inspection (this tab only). */
export function enableBypass(): void {
  sessionStore.set('bypass', true);
}
