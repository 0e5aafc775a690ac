import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { UserSettings, YN } from '#contract/account.ts';
import { WEB_VERSION } from '#contract/constants.ts';
import { isAppWebView } from '#machines/user-agent/user-agent.ts';
import { formatDate } from '../../../platform/format.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { ChevronRightIcon } from '../../../ui/icons.tsx';
import type { MemberGate } from '../../../ui/member-gate.ts';
import { confirm, showToast } from '../../../ui/overlays/feedback.ts';
import { ErrorState, Skeleton } from '../../../ui/placeholders.tsx';
import sections from '../../../ui/section.module.css';
import { alertIfForbidden, messageOf } from '../action-error.ts';
import {
  requestDevicePush,
  useDevicePush,
  useSettings,
  useUpdateAdConsent,
  useUpdateAppAd,
  useUpdatePush,
} from '../api/settings.ts';
import { useSingleFlight } from '../hooks/use-single-flight.ts';
import styles from './account.module.css';

type Channel = 'email' | 'sms';
const CONSENT_KEY = { email: 'emailYN', sms: 'smsYN' } as const;
const CONSENT_DATE_KEY = { email: 'emailYNChangedDt', sms: 'smsYNChangedDt' } as const;

const AD_CHANGED: Record<YN, (date: string) => string> = {
  Y: (date) => `${date} 광고성 알림 수신에 동의했어요.`,
  N: (date) => `${date} 광고성 알림 수신을 거부했어요.`,
};

/**
 * Korean law wants the member told the date of every marketing consent change: the toast says it,
 * one sentence per channel and direction.
 */
const CONSENT_CHANGED: Record<Channel, Record<YN, (date: string) => string>> = {
  email: {
    Y: (date) => `${date} 이메일 마케팅 정보 수신에 동의했어요.`,
    N: (date) => `${date} 이메일 마케팅 정보 수신을 거부했어요.`,
  },
  sms: {
    Y: (date) => `${date} 문자 마케팅 정보 수신에 동의했어요.`,
    N: (date) => `${date} 문자 마케팅 정보 수신을 거부했어요.`,
  },
};

export const PUSH_CHANGED: Record<YN, string> = {
  Y: '푸시 알림을 켰어요.',
  N: '푸시 알림을 껐어요.',
};

/** Inside the app, when the phone does not let the app notify and the person did not allow it. */
/** The product pictures are drawn from Twemoji, whose licence asks for this credit (docs/pictures.md). */
const TWEMOJI_LICENSE_URL = 'https://creativecommons.org/licenses/by/4.0/';

export const DEVICE_PUSH_OFF = '휴대폰 설정에서 제철장터 앱의 알림을 허용해 주세요.';

export const LOGOUT_CONFIRM = {
  content: '로그아웃 하시겠어요?',
  confirmLabel: '로그아웃',
  cancelLabel: '취소',
} as const;

/** What the row says under a consent: when it was given or withdrawn, or that it never was. */
export function consentDateText(value: YN, changedDt: string | null): string {
  if (changedDt === null) return value === 'Y' ? '동의함' : '동의하지 않음';
  return value === 'Y' ? `${formatDate(changedDt)} 동의` : `${formatDate(changedDt)} 수신 거부`;
}

export function SwitchRow({
  id,
  label,
  description,
  on,
  disabled,
  onToggle,
}: {
  id: string;
  label: string;
  description: string;
  on: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <div className={styles.switchRow}>
      <div className={styles.switchText}>
        <span id={`${id}-label`} className={styles.switchLabel}>
          {label}
        </span>
        <span id={`${id}-date`} className={styles.switchDate}>
          {description}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        className={styles.switch}
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-date`}
        disabled={disabled}
        onClick={onToggle}
      />
    </div>
  );
}

function SwitchSkeleton({ count }: { count: number }) {
  return (
    <div className={`${sections.list} ${styles.rows}`} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <div key={index} className={styles.switchRow}>
          <div className={styles.switchText}>
            <Skeleton style={{ width: 110, height: 17 }} />
            <Skeleton style={{ width: 150, height: 14 }} />
          </div>
          <Skeleton style={{ width: 52, height: 26, borderRadius: 13 }} />
        </div>
      ))}
    </div>
  );
}

function NotificationSections({ gate, settings }: { gate: MemberGate; settings: UserSettings }) {
  const push = useUpdatePush();
  const consent = useUpdateAdConsent();
  const appAd = useUpdateAppAd();
  // One change at a time: the consent call carries both channels, so two in flight would race.
  const once = useSingleFlight();
  // In the app's web view the app's own switch also reports here (setDevicePush, through the bridge:
  // features/account/api/settings.ts applyDevicePush), and the settings are read again.
  const [inApp] = useState(() => isAppWebView(navigator.userAgent));
  const queryClient = useQueryClient();
  // Inside the app the switch shows the device's truth: on only when the member wants pushes and the
  // phone lets the app send them (getDevicePush).
  const devicePush = useDevicePush(inApp).data;
  const pushOn = settings.pushYN === 'Y' && devicePush !== false;

  function togglePush() {
    void once(async () => {
      try {
        // Turning on while the phone says no: ask it first (requestPermission); refused, nothing changes.
        if (!pushOn && inApp && devicePush === false && !(await requestDevicePush(queryClient))) {
          showToast(DEVICE_PUSH_OFF);
          return;
        }
        if (!pushOn && settings.pushYN === 'Y') {
          showToast(PUSH_CHANGED.Y);
          return;
        }
        const { pushYN } = await push.mutateAsync(!pushOn);
        showToast(PUSH_CHANGED[pushYN]);
      } catch (error) {
        if (!alertIfForbidden(error)) showToast(messageOf(error));
      }
    });
  }

  function toggleConsent(channel: Channel) {
    const current = { emailYN: settings.emailYN, smsYN: settings.smsYN };
    const next: YN = current[CONSENT_KEY[channel]] === 'Y' ? 'N' : 'Y';
    void once(async () => {
      // Withdrawing consent always works (the law); giving it is an action a ban blocks.
      if (next === 'Y' && !gate.allow()) return;
      try {
        const answer = await consent.mutateAsync({ ...current, [CONSENT_KEY[channel]]: next });
        const changedDt = answer[CONSENT_DATE_KEY[channel]] ?? new Date().toISOString();
        showToast(CONSENT_CHANGED[channel][answer[CONSENT_KEY[channel]]](formatDate(changedDt)));
      } catch (error) {
        if (!alertIfForbidden(error)) showToast(messageOf(error));
      }
    });
  }

  function toggleAd() {
    const next: YN = settings.adYN === 'Y' ? 'N' : 'Y';
    void once(async () => {
      if (next === 'Y' && !gate.allow()) return;
      try {
        const answer = await appAd.mutateAsync(next);
        showToast(AD_CHANGED[answer.adYN](formatDate(answer.changedDt)));
      } catch (error) {
        if (!alertIfForbidden(error)) showToast(messageOf(error));
      }
    });
  }

  return (
    <>
      <section className={sections.section} aria-labelledby="settings-push">
        <h2 id="settings-push" className={sections.sectionTitle}>
          알림
        </h2>
        <div className={`${sections.list} ${styles.rows}`}>
          <SwitchRow
            id="settings-push-switch"
            label="푸시 알림"
            description={consentDateText(settings.pushYN, settings.pushYNChangedDt)}
            on={pushOn}
            disabled={push.isPending}
            onToggle={togglePush}
          />
        </div>
        <p className={sections.muted}>
          {inApp
            ? '휴대폰의 알림 설정이 꺼져 있으면 알림이 오지 않아요.'
            : '푸시 알림은 제철장터 앱에서 받을 수 있어요.'}
        </p>
      </section>
      <section className={sections.section} aria-labelledby="settings-marketing">
        <h2 id="settings-marketing" className={sections.sectionTitle}>
          마케팅 정보 수신 동의
        </h2>
        <div className={`${sections.list} ${styles.rows}`}>
          <SwitchRow
            id="settings-email"
            label="이메일"
            description={consentDateText(settings.emailYN, settings.emailYNChangedDt)}
            on={settings.emailYN === 'Y'}
            disabled={consent.isPending}
            onToggle={() => toggleConsent('email')}
          />
          <SwitchRow
            id="settings-sms"
            label="문자(SMS)"
            description={consentDateText(settings.smsYN, settings.smsYNChangedDt)}
            on={settings.smsYN === 'Y'}
            disabled={consent.isPending}
            onToggle={() => toggleConsent('sms')}
          />
          <SwitchRow
            id="settings-ad"
            label="광고성 알림"
            description={consentDateText(settings.adYN, settings.adYNChangedDt)}
            on={settings.adYN === 'Y'}
            disabled={appAd.isPending}
            onToggle={toggleAd}
          />
        </div>
        <p className={sections.muted}>
          할인, 이벤트 같은 혜택 소식을 받아요. 동의하지 않아도 서비스를 이용할 수 있어요.
        </p>
      </section>
    </>
  );
}

function LinkRow({
  to,
  label,
}: {
  to: '/terms' | '/privacy' | '/marketing-info' | '/withdrawInfo';
  label: string;
}) {
  return (
    <Link to={to} className={styles.linkRow}>
      <span>{label}</span>
      <ChevronRightIcon size={18} className={sections.chevron} />
    </Link>
  );
}

/**
 * /my-page/settings: push and marketing consents (with the date each was given), the policies, the
 * version, logout (the session's, spec section 4) and the way to withdrawal. The consents load on
 * their own: logout and the links work even when they cannot.
 */
export function SettingsScreen({ gate, onLogout }: { gate: MemberGate; onLogout: () => void }) {
  const settings = useSettings();
  const [loggingOut, setLoggingOut] = useState(false);

  async function logout() {
    if (loggingOut) return;
    if (!(await confirm(LOGOUT_CONFIRM))) return;
    setLoggingOut(true);
    onLogout();
  }

  return (
    <>
      <AppHeader home />
      <div className={`${sections.screen} ${styles.screen}`}>
        {settings.data ? (
          <NotificationSections gate={gate} settings={settings.data} />
        ) : settings.isError ? (
          <section className={sections.section} aria-label="알림 설정">
            <ErrorState
              message={messageOf(settings.error)}
              onRetry={() => void settings.refetch()}
              retrying={settings.isFetching}
            />
          </section>
        ) : (
          <div aria-busy="true">
            <p className="visually-hidden" role="status">
              알림 설정을 불러오는 중
            </p>
            <div className={sections.section} style={{ marginBottom: 8 }}>
              <Skeleton style={{ width: 40, height: 24 }} />
              <SwitchSkeleton count={1} />
              <Skeleton style={{ width: 240, height: 20 }} />
            </div>
            <div className={sections.section}>
              <Skeleton style={{ width: 150, height: 24 }} />
              <SwitchSkeleton count={2} />
              <Skeleton style={{ height: 39 }} />
            </div>
          </div>
        )}
        <section className={sections.section} aria-labelledby="settings-policies">
          <h2 id="settings-policies" className={sections.sectionTitle}>
            약관 및 정책
          </h2>
          <div className={`${sections.list} ${styles.rows}`}>
            <LinkRow to="/terms" label="서비스 이용약관" />
            <LinkRow to="/privacy" label="개인정보 처리방침" />
            <LinkRow to="/marketing-info" label="마케팅 정보 수신 안내" />
          </div>
        </section>
        <section className={sections.section} aria-labelledby="settings-app">
          <h2 id="settings-app" className={sections.sectionTitle}>
            앱 정보
          </h2>
          <div className={`${sections.list} ${styles.rows}`}>
            <div className={styles.row}>
              <span className={styles.rowValue}>버전 정보</span>
              <span className={styles.version}>{WEB_VERSION}</span>
            </div>
            <div className={styles.row}>
              <span className={styles.rowValue}>상품 그림</span>
              <a
                className={styles.version}
                href={TWEMOJI_LICENSE_URL}
                target="_blank"
                rel="noopener noreferrer"
              >
                Twemoji · CC BY 4.0
              </a>
            </div>
          </div>
        </section>
        <section className={sections.section} aria-labelledby="settings-account">
          <h2 id="settings-account" className={sections.sectionTitle}>
            계정
          </h2>
          <div className={`${sections.list} ${styles.rows}`}>
            <button type="button" className={styles.linkRow} onClick={logout} disabled={loggingOut}>
              <span>{loggingOut ? '로그아웃하는 중…' : '로그아웃'}</span>
            </button>
            <LinkRow to="/withdrawInfo" label="회원 탈퇴" />
          </div>
        </section>
      </div>
    </>
  );
}
