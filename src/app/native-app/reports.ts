import { updateAppAdId, updateAppUserId, updateAppVersion } from '../../api/contract.gen.ts';
import { call } from '../../api/http.ts';
import { hasStoredToken } from '../../features/session/tokens/tokens.ts';
import { type AppReported, appReportedStore } from '../../platform/app-reported.ts';
import { localStore } from '../../platform/storage.ts';

/**
 * What the native app tells about itself goes to the server once per change (docs/native-bridge.md):
 * PUT /api/v1/app/version, /app/user/id and /app/ad/id. The value last stored by the server is kept
 * in local storage (appReported), so a page load, a render or the app repeating itself sends nothing;
 * a call that failed is tried again at the next report. Two reports of one value at once send one call.
 */

type Report = keyof AppReported;

const inFlight = new Map<Report, string>();

async function reportOnce(report: Report, key: string, send: () => Promise<unknown>): Promise<boolean> {
  if (appReportedStore.get('appReported')?.[report] === key || inFlight.get(report) === key) return false;
  inFlight.set(report, key);
  try {
    await send();
    appReportedStore.set('appReported', { ...appReportedStore.get('appReported'), [report]: key });
    return true;
  } catch {
    // Not stored: the next report of the same value tries again.
    return false;
  } finally {
    if (inFlight.get(report) === key) inFlight.delete(report);
  }
}

export function reportAppVersion(appVersion: string, os: 'android' | 'ios'): Promise<boolean> {
  return reportOnce('version', `${os}/${appVersion}`, () =>
    call(updateAppVersion, { body: { appVersion, os } }),
  );
}

/**
 * The server links the app user id to the member when the call carries a token, so a sign-in (or a
 * logout) is a change too.
 */
export function reportAppUserId(appUserId: string): Promise<boolean> {
  const who = hasStoredToken() ? 'member' : 'guest';
  return reportOnce('userId', `${who}/${appUserId}`, () => call(updateAppUserId, { body: { appUserId } }));
}

export function reportAppAdId(adId: string): Promise<boolean> {
  return reportOnce('adId', adId.toLowerCase(), () => call(updateAppAdId, { body: { adId } }));
}

/** The app's identifiers from getDevicePush's deviceInfo or an appDeviceInfo message. */
export async function reportDeviceInfo(info: {
  uid?: string | undefined;
  appVersion?: string | undefined;
  os?: 'android' | 'ios' | undefined;
  appUserId?: string | undefined;
  adId?: string | undefined;
}): Promise<void> {
  // The app's device id is the one every call carries (spec section 3, uid).
  if (info.uid) localStore.set('uid', info.uid);
  await Promise.all([
    info.appVersion && info.os ? reportAppVersion(info.appVersion, info.os) : undefined,
    info.appUserId ? reportAppUserId(info.appUserId) : undefined,
    info.adId ? reportAppAdId(info.adId) : undefined,
  ]);
}
