import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import styles from './login.module.css';

const AGREEMENTS = [
  { key: 'service', label: '[필수] 서비스 이용약관 동의', required: true },
  { key: 'privacy', label: '[필수] 개인정보 수집 및 이용 동의', required: true },
  { key: 'age', label: '[필수] 만 14세 이상입니다', required: true },
  { key: 'marketing', label: '[선택] 마케팅 정보 수신 동의', required: false },
] as const;

type AgreementKey = (typeof AGREEMENTS)[number]['key'];

/** /sign-up (spec section 2): the agreement screen a new member passes before shopping. */
export function SignUpScreen() {
  const navigate = useNavigate();
  const [checked, setChecked] = useState<ReadonlySet<AgreementKey>>(new Set());
  const allChecked = checked.size === AGREEMENTS.length;
  const requiredChecked = AGREEMENTS.every((item) => !item.required || checked.has(item.key));
  const toggle = (key: AgreementKey) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

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
            onChange={() => setChecked(allChecked ? new Set() : new Set(AGREEMENTS.map((item) => item.key)))}
          />
          전체 동의하기
        </label>
        {AGREEMENTS.map((item) => (
          <label key={item.key} className={styles.agreement}>
            <input type="checkbox" checked={checked.has(item.key)} onChange={() => toggle(item.key)} />
            {item.label}
          </label>
        ))}
      </div>
      <button
        type="button"
        className={styles.primary}
        disabled={!requiredChecked}
        onClick={() => void navigate({ to: '/welcome', replace: true })}
      >
        동의하고 시작하기
      </button>
    </section>
  );
}
