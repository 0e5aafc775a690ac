import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserSettings, YN } from '#contract/account.ts';
import { getUserSettings, updateAdConsent, updateAppPush } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/** GET /api/v1/user/settings: the member's notification and marketing consents with their dates. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'settings'] as const,
    queryFn: ({ signal }) => call(getUserSettings, { signal }),
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

function usePatchSettings() {
  const queryClient = useQueryClient();
  return (patch: Partial<UserSettings>) =>
    queryClient.setQueryData(settingsQueryOptions().queryKey, (settings) =>
      settings ? { ...settings, ...patch } : settings,
    );
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
 * PUT /api/v1/app/push: the device's push consent (sent with its deviceUuid) and, signed in, the
 * member's. In the app's web view the app's own switch reaches us through the bridge (setDevicePush),
 * which `usePatchPush` reflects here.
 */
export function useUpdatePush() {
  const patch = usePatchSettings();
  return useMutation({
    mutationFn: (on: boolean) => call(updateAppPush, { body: { pushYN: on } }),
    onSuccess: ({ pushYN, changedDt }) => patch({ pushYN, pushYNChangedDt: changedDt }),
  });
}

/** The device's push switch as the app reported it (the bridge has told the server already). */
export function usePatchPush() {
  const patch = usePatchSettings();
  return (on: boolean) => patch({ pushYN: on ? 'Y' : 'N' });
}
