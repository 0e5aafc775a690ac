import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { sessionStore } from '../platform/storage.ts';
import { LottieAnimation } from '../ui/overlays/lottie-animation.tsx';
import styles from './-welcome.module.css';

const WELCOME_ANIMATION_SRC = '/lottie/welcome-basket.json';

export const Route = createFileRoute('/welcome')({
  staticData: { title: '가입 완료' },
  // Opening it ends the event click attribution, whoever opens it (spec section 2), before anything
  // else. Only for a member who just signed up (sign-in.ts, sign-up-screen.tsx set the mark); anyone
  // else goes home.
  beforeLoad: ({ preload }) => {
    if (preload) return;
    sessionStore.remove('eventClickKey');
    if (!sessionStore.get('justSignedUp')) throw redirect({ to: '/', replace: true });
  },
  component: WelcomeScreen,
});

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Sign-up confirmation (spec section 2). */
function WelcomeScreen() {
  const navigate = useNavigate();
  const [still] = useState(prefersReducedMotion);

  useEffect(() => {
    // Shown once: a reload or a later visit goes home.
    sessionStore.remove('justSignedUp');
  }, []);

  return (
    <section className={styles.screen} aria-labelledby="welcome-title">
      <div className={styles.art}>
        {still ? (
          <BasketImage />
        ) : (
          <LottieAnimation src={WELCOME_ANIMATION_SRC} size={200} fallback={<BasketImage />} />
        )}
      </div>
      <h1 id="welcome-title" className={styles.title}>
        환영합니다!
      </h1>
      <p className={styles.text}>
        제철장터 회원이 되신 것을 축하드려요.
        <br />
        즐거운 쇼핑 되세요!
      </p>
      <button
        type="button"
        className={styles.button}
        onClick={() => void navigate({ to: '/', replace: true })}
      >
        쇼핑하러 가기
      </button>
    </section>
  );
}

/** The animation's first frame, drawn statically: shown while the player loads and for reduced motion. */
function BasketImage() {
  return (
    <svg viewBox="0 0 240 240" width="200" height="200" role="img" aria-label="과일 바구니">
      <ellipse cx="120" cy="206" rx="60" ry="7" fill="rgb(0 0 0 / 12%)" />
      <rect x="78" y="112" width="84" height="72" rx="36" fill="none" stroke="#FF6400" strokeWidth="8" />
      <rect x="60" y="138" width="120" height="64" rx="14" fill="#FF6400" />
      <rect x="72" y="170" width="96" height="8" rx="4" fill="#fff" />
      <path
        fill="#FFC107"
        d="M120 64l8.2 16.6 18.4 2.7-13.3 13 3.1 18.3L120 106l-16.4 8.6 3.1-18.3-13.3-13 18.4-2.7z"
      />
    </svg>
  );
}
