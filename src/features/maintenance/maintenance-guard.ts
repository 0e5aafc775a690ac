import { redirect } from '@tanstack/react-router';
import { MAINTENANCE_PATH, maintenanceTarget } from '#machines/maintenance/maintenance-rules.ts';
import { flag, searchSchema } from '../../platform/search-params.ts';
import { sessionStore } from '../../platform/storage.ts';

/**
 * The maintenance guard, free of XState: the root route runs it on every navigation, from the first
 * one on, while the maintenance machine (maintenance.ts) starts after the first screen and attaches
 * its actor here. Until then nothing is known to be in progress, as before the first app profile
 * arrives.
 */

/** What the guard and the maintenance screen use of the running maintenance actor. */
export interface AttachedMaintenance {
  getSnapshot(): { hasTag(tag: 'inspection'): boolean };
  send(event: { type: 'profile.refetch' }): void;
}

let attached: AttachedMaintenance | undefined;

export function attachMaintenance(actor: AttachedMaintenance | undefined): void {
  attached = actor;
}

function inspection(): boolean {
  return attached?.getSnapshot().hasTag('inspection') ?? false;
}

/** Asks the app profile again now (the maintenance screen's "점검 종료 확인하기"). */
export function refetchProfile(): void {
  attached?.send({ type: 'profile.refetch' });
}

/** The search of /maintenance: `?bypass=true`, the staff bypass (read by the guard below). */
export const validateMaintenanceSearch = searchSchema({ bypass: flag });

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
export function guardMaintenance(location: { pathname: string; search: Record<string, unknown> }): void {
  if (isMaintenancePath(location.pathname) && validateMaintenanceSearch(location.search).bypass) {
    enableBypass();
    throw redirect({ to: '/', replace: true });
  }
  const target = maintenanceTarget(location.pathname, { inProgress: inspection(), bypass: bypassValue() });
  if (target) throw redirect({ to: target, replace: true });
}

function isMaintenancePath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === MAINTENANCE_PATH;
}

/** Lets staff use the app during an inspection (this tab only). */
export function enableBypass(): void {
  sessionStore.set('bypass', true);
}
