import { WEB_VERSION } from '#contract/constants.ts';

/**
 * The maintenance rules, free of XState: the root route's guard runs them on every navigation, and
 * the first screen's code does not carry the machine (maintenance.machine.ts re-exports them).
 */

export const MAINTENANCE_PATH = '/maintenance';
/** Session storage value that lets staff through during an inspection (key `bypass`). */
export const MAINTENANCE_BYPASS_VALUE = 'true';

export function isGamePath(path: string): boolean {
  return /^\/game(\/|$|\?|#)/.test(path);
}

/** The version rule: reload to the server's release unless the shopper is playing the game. */
export function reloadNeeded(
  serverWebVersion: string,
  path: string,
  clientVersion: string = WEB_VERSION,
): boolean {
  return serverWebVersion !== clientVersion && !isGamePath(path);
}

export interface MaintenanceFacts {
  /** The maintenance machine has the `inspection` tag. */
  inProgress: boolean;
  /** Session storage `bypass`, as stored. */
  bypass: string | null;
}

/**
 * Where a navigation to `path` must go instead (null: let it through). During an inspection every
 * navigation goes to /maintenance; with the staff bypass everything is reachable and the maintenance
 * page itself sends to '/'. Outside an inspection the maintenance page is pointless: '/' as well.
 */
export function maintenanceTarget(path: string, facts: MaintenanceFacts): '/maintenance' | '/' | null {
  const bare = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  const onMaintenancePage = bare === MAINTENANCE_PATH;
  const bypassed = facts.bypass === MAINTENANCE_BYPASS_VALUE;
  if (!facts.inProgress || bypassed) return onMaintenancePage ? '/' : null;
  return onMaintenancePage ? null : MAINTENANCE_PATH;
}
