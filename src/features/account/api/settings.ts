import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserSettings, YN } from '#contract/account.ts';
import type { AppSettings } from '#contract/account-app.ts';
import {
  getAppSettings,
  getUserSettings,
  updateAdConsent,
  updateAppAd,
  updateAppPush,
} from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';
import { localStore } from '../../../platform/storage.ts';

/** GET /api/v1/user/settings: the member's notification and marketing consents with their dates. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'settings'] as const,
    queryFn: ({ signal }) => call(getUserSettings, { signal }),
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

/** Writes a change into the loaded settings (nothing when they are not loaded). */
function patchSettings(queryClient: QueryClient, patch: Partial<UserSettings>): void {
  queryClient.setQueryData(settingsQueryOptions().queryKey, (settings) =>
    settings ? { ...settings, ...patch } : settings,
  );
}

function usePatchSettings() {
  const queryClient = useQueryClient();
  return (patch: Partial<UserSettings>) => patchSettings(queryClient, patch);
}

/**
 * PUT /api/v2/user/ad-consent: both channels are sent, the server moves the date only of the one that
 * changed; its answer carries both dates.
 */
export function useUpdateAdConsent() {
  const patch = usePatchSettings();
  return useMutation({
    mutationFn: (body: { emailYN: YN; smsYN: YN }) => call(updateAdConsent, { body }),
    onSuccess: (answer) => patch(answer),
  });
}

/**
 * PUT /api/v1/app/ad: advertising notifications (adYN), for the member and for this device (the app
 * reads the device's flag before it sends an advertising push); its answer carries the change date.
 */
export function useUpdateAppAd() {
  const patch = usePatchSettings();
  return useMutation({
    mutationFn: (adYN: YN) => call(updateAppAd, { body: { adYN } }),
    onSuccess: ({ adYN, changedDt }) => patch({ adYN, adYNChangedDt: changedDt }),
  });
}

/**
 * PUT /api/v1/app/push: the device's push consent (sent with its deviceUuid) and, signed in, the
 * member's. In the app's web view the app's own switch reaches us through the bridge instead
 * (`applyDevicePush`).
 */
export function useUpdatePush() {
  const patch = usePatchSettings();
  return useMutation({
    mutationFn: (on: boolean) => call(updateAppPush, { body: { pushYN: on } }),
    onSuccess: ({ pushYN, changedDt }) => patch({ pushYN, pushYNChangedDt: changedDt }),
  });
}

/**
 * The app's own push switch, reported through the bridge (setDevicePush, app/native-app/bridge.tsx): shown
 * at once, told to the server, then the settings are read again whatever the server answered, so the
 * screen ends on what the server holds (its change date, or the old value when it refused). A settings
 * read already under way is cancelled first: it would bring back the value from before the switch.
 */
export async function applyDevicePush(queryClient: QueryClient, on: boolean): Promise<void> {
  const { queryKey } = settingsQueryOptions();
  await queryClient.cancelQueries({ queryKey });
  patchSettings(queryClient, { pushYN: on ? 'Y' : 'N' });
  queryClient.setQueryData(devicePushQueryOptions().queryKey, on);
  try {
    await call(updateAppPush, { body: { pushYN: on } });
  } catch {
    // Nothing to tell here: the app owns the switch, and the settings read below shows the truth.
  } finally {
    await queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * Inside the app: whether the device lets the app notify (getDevicePush, docs/native-bridge.md); null
 * when the app did not tell. Asked whenever the settings screen opens: the person may have changed it
 * in the phone's settings meanwhile. Its deviceInfo.uid is kept as the device id, so a screen that asks
 * this first sends the device's calls as the app's device, never as the web's generated one.
 */
export const devicePushQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'settings', 'device-push'] as const,
    queryFn: async () => {
      const { callApp } = await import('../../../platform/bridge.ts');
      const answer = await callApp('getDevicePush');
      // The app's device id comes with the answer: the device's own calls carry it from here on.
      if (answer?.deviceInfo?.uid) localStore.set('uid', answer.deviceInfo.uid);
      return answer ? answer.pushYN : null;
    },
    staleTime: 0,
    retry: false,
  });

export function useDevicePush(inApp: boolean) {
  return useQuery({ ...devicePushQueryOptions(), enabled: inApp });
}

/** Asks the device for the notification permission (the system dialog); true when it was given. */
export async function requestDevicePush(queryClient: QueryClient): Promise<boolean> {
  const { callApp } = await import('../../../platform/bridge.ts');
  const answer = await callApp('requestPermission', { permission: 'notification' });
  const granted = answer?.granted === true;
  queryClient.setQueryData(devicePushQueryOptions().queryKey, granted);
  return granted;
}

/**
 * GET /api/v1/app/settings: this device's push and ad consent (sent with its deviceUuid), the member's
 * when signed in (isMember). What a guest inside the app sees on /app-settings.
 */
export const appSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'settings', 'app'] as const,
    queryFn: ({ signal }) => call(getAppSettings, { signal }),
  });

export function useAppSettings(enabled: boolean) {
  return useQuery({ ...appSettingsQueryOptions(), enabled });
}

/** The device's consent after a switch, as the server confirmed it. */
export function usePatchAppSettings() {
  const queryClient = useQueryClient();
  return (patch: Partial<AppSettings>) =>
    queryClient.setQueryData(appSettingsQueryOptions().queryKey, (settings) =>
      settings ? { ...settings, ...patch } : settings,
    );
}
