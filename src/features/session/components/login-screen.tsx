import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { isLoggedIn, type SessionActor } from '#machines/session/session.machine.ts';
import { isAppWebView } from '#machines/user-agent/user-agent.ts';
import { sessionStore } from '../../../platform/storage.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { rememberSignInStart, type SocialProvider, startSignIn, takeAfterSignIn } from '../api/sign-in.ts';
import { useSession } from '../hooks/use-session.ts';
import { logout } from '../session.ts';
import styles from './login.module.css';

export const SIGN_IN_INVITATION = '간편하게 로그인하고 찜, 알림, 커뮤니티를 이용해 보세요.';

const inertSession = { subscribe: () => ({ unsubscribe() {} }), getSnapshot: () => undefined };

/** Whether the server validated the shopper's token; false without a session. */
export function useLoggedIn(session: SessionActor | undefined): boolean {
  return useSelector(session ?? (inertSession as unknown as SessionActor), (snapshot) =>
    snapshot ? isLoggedIn(snapshot) : false,
  );
}

/**
 * The sign-in buttons (Naver, Apple), shared by the login screen and the login dialog the native app
 * opens (login-dialog.tsx): one copy of what starts a sign-in.
 */
export function SignInButtons({
  returnPath,
  onStart,
}: {
  returnPath: string | undefined;
  /** Just before the provider's page opens. */
  onStart?: () => void;
}) {
  const signIn = (provider: SocialProvider) => {
    onStart?.();
    startSignIn(provider, { returnPath });
  };
  return (
    <>
      <button type="button" className={styles.naver} onClick={() => signIn('naver')}>
        <span className={styles.mark} aria-hidden="true">
          N
        </span>
        네이버로 시작하기
      </button>
      <button type="button" className={styles.apple} onClick={() => signIn('apple')}>
        Apple로 시작하기
      </button>
    </>
  );
}

/** /login (spec section 2): Naver and Apple sign-in; a signed-in shopper can log out here. */
export function LoginScreen({ returnPath }: { returnPath: string | undefined }) {
  const session = useSession();
  const loggedIn = useLoggedIn(session);
  const navigate = useNavigate();
  // The landing stepped back to this entry after signing in (sign-in.ts): it becomes the destination.
  const [resuming, setResuming] = useState(() => sessionStore.get('afterSignIn') !== undefined);
  const [inApp] = useState(() => isAppWebView(navigator.userAgent));

  useEffect(() => {
    const path = takeAfterSignIn();
    if (path) void navigate({ href: path, replace: true });
    else setResuming(false);
    // Restored from the back-forward cache, this page still holds the signed-out session: load afresh.
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      const restored = takeAfterSignIn();
      if (restored) window.location.replace(restored);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [navigate]);

  if (resuming) return null;

  if (loggedIn && session) {
    return (
      <>
        <AppHeader />
        <section className={styles.screen} aria-labelledby="login-title">
          <h2 id="login-title" className={styles.title}>
            이미 로그인되어 있어요
          </h2>
          <p className={styles.text}>다른 계정으로 로그인하려면 먼저 로그아웃해 주세요.</p>
          <Link to="/" replace className={styles.primary}>
            쇼핑하러 가기
          </Link>
          <button type="button" className={styles.secondary} onClick={() => logout(session)}>
            로그아웃
          </button>
        </section>
      </>
    );
  }

  return (
    <>
      {/* The header's back: the page before, or home when the login page was opened directly. */}
      <AppHeader />
      <section className={styles.screen} aria-labelledby="login-title">
        <h2 id="login-title" className={styles.title}>
          제철 먹거리, 로그인하고
          <br />더 알뜰하게 만나보세요
        </h2>
        <p className={styles.text}>{SIGN_IN_INVITATION}</p>
        <SignInButtons returnPath={returnPath} onStart={rememberSignInStart} />
        <Link
          to="/find-account"
          search={returnPath ? { returnUrl: returnPath } : {}}
          className={styles.findAccount}
        >
          가입한 계정 찾기
        </Link>
        {/* Inside the app a guest sets this device's notifications without signing in. */}
        {inApp ? (
          <Link to="/app-settings" className={styles.findAccount}>
            이 기기의 알림 설정
          </Link>
        ) : null}
      </section>
    </>
  );
}
