import { useState } from 'react';
import { refetchProfile } from '../maintenance-guard.ts';
import styles from './maintenance-screen.module.css';

/** /maintenance (spec section 2): no bottom bar, no scroll-top; leaves by itself when the inspection ends. */
export function MaintenanceScreen() {
  const [checking, setChecking] = useState(false);
  return (
    <section className={styles.screen} aria-labelledby="maintenance-title">
      <svg className={styles.icon} viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="#FFF1E8" />
        <path
          fill="#FF6400"
          d="M41.6 18.4a9 9 0 0 0-11.8 11.1L18.5 40.8a3 3 0 1 0 4.2 4.2l11.3-11.3a9 9 0 0 0 11.1-11.8l-5 5-4.2-1.1-1.1-4.2z"
        />
      </svg>
      <h1 id="maintenance-title" className={styles.title}>
        서비스 점검 중입니다
      </h1>
      <p className={styles.text}>
        더 나은 서비스를 위해 시스템을 점검하고 있어요.
        <br />
        점검이 끝나면 바로 다시 이용하실 수 있습니다.
        <br />
        이용에 불편을 드려 죄송합니다.
      </p>
      <button
        type="button"
        className={styles.button}
        disabled={checking}
        onClick={() => {
          setChecking(true);
          refetchProfile();
          // The poll answers within a moment; the guard moves the shopper on if the inspection ended.
          window.setTimeout(() => setChecking(false), 1500);
        }}
      >
        {checking ? '확인하는 중…' : '점검 종료 확인하기'}
      </button>
    </section>
  );
}
