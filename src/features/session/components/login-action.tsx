import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { waitFor } from 'xstate';
import { isLoggedIn } from '#machines/session/session.machine.ts';
import { useSession } from '../hooks/use-session.ts';
import styles from './login.module.css';

/**
 * /login-action: where the shop's login result page sends the shopper back. Once the session has an
 * answer, a signed-in shopper continues to the return path, anyone else to /login with it.
 */
export function LoginAction({ returnPath }: { returnPath: string | undefined }) {
  const navigate = useNavigate();
  const session = useSession();

  useEffect(() => {
    if (!session) return;
    let cancelled = false;
    void waitFor(session, (snapshot) => !snapshot.hasTag('pending'))
      .catch(() => session.getSnapshot())
      .then((snapshot) => {
        if (cancelled) return;
        if (isLoggedIn(snapshot)) void navigate({ href: returnPath ?? '/', replace: true });
        else
          void navigate({ to: '/login', search: returnPath ? { returnUrl: returnPath } : {}, replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [session, navigate, returnPath]);

  return (
    <section className={styles.screen} aria-busy="true" aria-labelledby="login-action-title">
      <h1 id="login-action-title" className={styles.title}>
        로그인 정보를 확인하고 있어요
      </h1>
      <p className={styles.text}>잠시만 기다려 주세요.</p>
    </section>
  );
}
