import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AppSettings } from '#contract/account-app.ts';
import { isAppWebView } from '#machines/user-agent/user-agent.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { showToast } from '../../../ui/overlays/feedback.ts';
import { ErrorState, Skeleton } from '../../../ui/placeholders.tsx';
import sections from '../../../ui/section.module.css';
import { messageOf } from '../action-error.ts';
import {
  requestDevicePush,
  useAppSettings,
  useDevicePush,
  usePatchAppSettings,
  useUpdateAppAd,
  useUpdatePush,
} from '../api/settings.ts';
import { useSingleFlight } from '../hooks/use-single-flight.ts';
import styles from './account.module.css';
import { DEVICE_PUSH_OFF, PUSH_CHANGED, SwitchRow } from './settings-screen.tsx';

export const DEVICE_SETTINGS_TEXT = {
  pushLabel: '푸시 알림',
  adLabel: '광고성 알림',
  on: '받음',
  off: '받지 않음',
  adOn: '광고성 알림 수신에 동의했어요.',
  adOff: '광고성 알림 수신을 거부했어요.',
  guestNote: '로그인하지 않아도 이 기기의 알림 설정을 바꿀 수 있어요. 로그인하면 회원 설정에 함께 반영돼요.',
  memberNote: '이메일·문자 수신 동의와 로그아웃은 마이페이지 설정에서 할 수 있어요.',
  memberLink: '마이페이지 설정으로',
  outsideApp: '푸시 알림과 광고성 알림은 제철장터 앱에서 설정할 수 있어요.',
  loading: '알림 설정을 불러오는 중',
} as const;

function DeviceSwitches({ settings }: { settings: AppSettings }) {
  const queryClient = useQueryClient();
  const push = useUpdatePush();
  const ad = useUpdateAppAd();
  const patch = usePatchAppSettings();
  const once = useSingleFlight();
  // On only when this device wants pushes and the phone lets the app send them (getDevicePush).
  const devicePush = useDevicePush(true).data;
  const pushOn = settings.pushYN === 'Y' && devicePush !== false;

  function togglePush() {
    void once(async () => {
      try {
        if (!pushOn && devicePush === false && !(await requestDevicePush(queryClient))) {
          showToast(DEVICE_PUSH_OFF);
          return;
        }
        const { pushYN } = await push.mutateAsync(!pushOn);
        patch({ pushYN });
        showToast(PUSH_CHANGED[pushYN]);
      } catch (error) {
        showToast(messageOf(error));
      }
    });
  }

  function toggleAd() {
    void once(async () => {
      try {
        const { adYN } = await ad.mutateAsync(settings.adYN === 'Y' ? 'N' : 'Y');
        patch({ adYN });
        showToast(adYN === 'Y' ? DEVICE_SETTINGS_TEXT.adOn : DEVICE_SETTINGS_TEXT.adOff);
      } catch (error) {
        showToast(messageOf(error));
      }
    });
  }

  return (
    <div className={`${sections.list} ${styles.rows}`}>
      <SwitchRow
        id="device-push"
        label={DEVICE_SETTINGS_TEXT.pushLabel}
        description={pushOn ? DEVICE_SETTINGS_TEXT.on : DEVICE_SETTINGS_TEXT.off}
        on={pushOn}
        disabled={push.isPending}
        onToggle={togglePush}
      />
      <SwitchRow
        id="device-ad"
        label={DEVICE_SETTINGS_TEXT.adLabel}
        description={settings.adYN === 'Y' ? DEVICE_SETTINGS_TEXT.on : DEVICE_SETTINGS_TEXT.off}
        on={settings.adYN === 'Y'}
        disabled={ad.isPending}
        onToggle={toggleAd}
      />
    </div>
  );
}

/**
 * /app-settings: inside the app's web view, this device's push and ad consent as GET
 * /api/v1/app/settings answers them, for a guest too (the member's settings are /my-page/settings,
 * which needs a sign-in); each switch sends the device's call (PUT /api/v1/app/push, /app/ad).
 */
export function DeviceSettingsScreen() {
  const [inApp] = useState(() => isAppWebView(navigator.userAgent));
  // The settings are this device's: asked once the app has told who the device is (getDevicePush's
  // deviceInfo.uid), not with the id the web made up before the app's start sequence ran.
  const devicePush = useDevicePush(inApp);
  const settings = useAppSettings(inApp && !devicePush.isPending);

  return (
    <>
      <AppHeader />
      <div className={`${sections.screen} ${styles.screen}`}>
        <section className={sections.section} aria-labelledby="device-settings-title">
          <h2 id="device-settings-title" className={sections.sectionTitle}>
            이 기기의 알림
          </h2>
          {!inApp ? (
            <p className={sections.muted}>{DEVICE_SETTINGS_TEXT.outsideApp}</p>
          ) : settings.data ? (
            <>
              <DeviceSwitches settings={settings.data} />
              <p className={sections.muted}>
                {settings.data.isMember ? DEVICE_SETTINGS_TEXT.memberNote : DEVICE_SETTINGS_TEXT.guestNote}
              </p>
              {settings.data.isMember ? (
                <Link to="/my-page/settings" className={styles.secondaryButton}>
                  {DEVICE_SETTINGS_TEXT.memberLink}
                </Link>
              ) : null}
            </>
          ) : settings.isError ? (
            <ErrorState
              message={messageOf(settings.error)}
              onRetry={() => void settings.refetch()}
              retrying={settings.isFetching}
            />
          ) : (
            <div aria-busy="true">
              <p className="visually-hidden" role="status">
                {DEVICE_SETTINGS_TEXT.loading}
              </p>
              <Skeleton style={{ height: 64 }} />
              <Skeleton style={{ height: 64, marginTop: 1 }} />
              <Skeleton style={{ height: 39, marginTop: 12 }} />
            </div>
          )}
        </section>
      </div>
    </>
  );
}
