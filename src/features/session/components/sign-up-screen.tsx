import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { sessionStore } from '../../../platform/storage.ts';
import { alert, textToHtml } from '../../../ui/overlays/feedback.ts';
import { agreeToSignUp, saveMarketingConsent } from '../api/marketing-consent.ts';
import styles from './login.module.css';
import signUp from './sign-up.module.css';

export const AGREEMENTS = [
  { key: 'service', label: '[필수] 서비스 이용약관 동의', required: true, to: '/terms' },
  { key: 'privacy', label: '[필수] 개인정보 수집 및 이용 동의', required: true, to: '/privacy' },
  { key: 'age', label: '[필수] 만 14세 이상입니다', required: true, to: undefined },
  { key: 'marketing', label: '[선택] 마케팅 정보 수신 동의', required: false, to: '/marketing-info' },
] as const;

export type AgreementKey = (typeof AGREEMENTS)[number]['key'];

/** `?agreed=service,privacy` (routes/sign-up.tsx): the ticked boxes live in the URL, so reading a policy and coming back keeps them. */
export function parseAgreed(agreed: string | undefined): ReadonlySet<AgreementKey> {
  const known = new Set<string>(AGREEMENTS.map((item) => item.key));
  return new Set((agreed?.split(',') ?? []).filter((key): key is AgreementKey => known.has(key)));
}

function serialise(checked: ReadonlySet<AgreementKey>): string | undefined {
  const keys = AGREEMENTS.map((item) => item.key).filter((key) => checked.has(key));
  return keys.length > 0 ? keys.join(',') : undefined;
}

const AGREEMENT_FAILED = '약관 동의를 저장하지 못했어요. 잠시 후 다시 시도해 주세요.';
const CONSENT_FAILED =
  '마케팅 정보 수신 동의를 저장하지 못했어요. 잠시 후 다시 시도하시거나, 선택 항목을 해제하고 시작해 주세요.';

interface SignUpScreenProps {
  agreed: string | undefined;
  /** Where the sign-in was headed: there once agreed, instead of /welcome. */
  returnPath?: string | undefined;
  onAgreedChange: (agreed: string | undefined) => void;
}

/**
 * /sign-up (spec section 2): the agreement screen a new member passes before shopping. Each policy
 * opens on its own page and the back button returns here with the same boxes ticked; the optional
 * marketing consent is stored before the member goes on.
 */
export function SignUpScreen({ agreed, returnPath, onAgreedChange }: SignUpScreenProps) {
  const navigate = useNavigate();
  const checked = parseAgreed(agreed);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const allChecked = checked.size === AGREEMENTS.length;
  const requiredChecked = AGREEMENTS.every((item) => !item.required || checked.has(item.key));
  const toggle = (key: AgreementKey) => {
    const next = new Set(checked);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onAgreedChange(serialise(next));
  };

  const start = async () => {
    // A second tap in the same frame, before the button is disabled, must not send the consent twice.
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    // Which step failed decides the message: the agreement is safe to send again (it answers as the
    // first one did), and the marketing consent only ever says what the box says.
    let failedStep = AGREEMENT_FAILED;
    try {
      await agreeToSignUp();
      failedStep = CONSENT_FAILED;
      if (checked.has('marketing')) await saveMarketingConsent();
      if (returnPath) {
        await navigate({ href: returnPath, replace: true });
      } else {
        // The agreements are done: /welcome is this member's, once (routes/welcome.tsx).
        sessionStore.set('justSignedUp', true);
        await navigate({ to: '/welcome', replace: true });
      }
    } catch (error) {
      const message =
        error instanceof Error && error.message ? `${failedStep}\n(${error.message})` : failedStep;
      void alert({ html: textToHtml(message) });
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return (
    <section className={styles.screen} aria-labelledby="sign-up-title">
      <h1 id="sign-up-title" className={styles.title}>
        서비스 이용을 위해
        <br />
        약관에 동의해 주세요
      </h1>
      <div className={styles.agreements}>
        <label className={styles.all}>
          <input
            type="checkbox"
            checked={allChecked}
            onChange={() =>
              onAgreedChange(serialise(allChecked ? new Set() : new Set(AGREEMENTS.map((item) => item.key))))
            }
          />
          전체 동의하기
        </label>
        {AGREEMENTS.map((item) => (
          <div key={item.key} className={signUp.row}>
            <label className={styles.agreement}>
              <input type="checkbox" checked={checked.has(item.key)} onChange={() => toggle(item.key)} />
              {item.label}
            </label>
            {item.to && (
              <Link
                to={item.to}
                className={signUp.view}
                aria-label={`${item.label.replace(/^\[.+?\] /, '')} 내용 보기`}
              >
                보기
              </Link>
            )}
          </div>
        ))}
      </div>
      <button
        type="button"
        className={styles.primary}
        disabled={!requiredChecked || saving}
        onClick={() => void start()}
      >
        {saving ? '저장하는 중…' : '동의하고 시작하기'}
      </button>
    </section>
  );
}
