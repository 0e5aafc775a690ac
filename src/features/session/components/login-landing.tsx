import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { clientFallbackMessages, errorCatalogue } from '#contract/errors.ts';
import { localStore } from '../../../platform/storage.ts';
import { alert, confirm, textToHtml } from '../../../ui/overlays/feedback.ts';
import { withLoading } from '../../../ui/overlays/loading.ts';
import {
  ApiRequestError,
  afterSignInPath,
  appleNameOf,
  exchangeProviderToken,
  fragmentParams,
  returnThroughLogin,
  type SocialProvider,
  startSignIn,
  stateMatches,
} from '../api/sign-in.ts';
import { useSessionHost } from '../hooks/use-session.ts';
import { safeReturnPath } from '../return-path.ts';
import styles from './login.module.css';

/** Naver's answer when the shopper left out a required consent (spec section 2). */
export const MISSING_CONSENT_MESSAGE = '필수 항목을 모두 체크해야 가입이 완료됩니다.';

/** Landing fragments already handled: StrictMode runs effects twice, a provider token is spent once. */
const handled = new Set<string>();

type Navigate = (path: string) => void;

async function failed(message: string, navigate: Navigate, to: string): Promise<void> {
  await alert({ html: textToHtml(message) });
  navigate(to);
}

/**
 * Runs one landing: checks the fragment, exchanges the provider token, then moves on. Every refusal
 * ends in a Korean dialog, except the shopper's own cancel, which quietly returns to /login.
 */
async function land(
  provider: SocialProvider,
  hash: string,
  deps: {
    navigate: Navigate;
    /** Signed in: tells the session, then leaves the sign-in pages behind. */
    done: (path: string, ban: { isBanned: boolean; message: string }) => void;
    /** Signed in, before moving on (the route's: the profile read, spec section 7). Never throws. */
    afterSignIn: (() => Promise<void>) | undefined;
  },
) {
  const { navigate } = deps;
  const params = fragmentParams(hash);
  const error = params.get('error');
  const returnPath = safeReturnPath(localStore.get('redirectUri'));
  const loginAgain = returnPath ? `/login?returnUrl=${encodeURIComponent(returnPath)}` : '/login';
  if (error === 'access_denied' || error === 'user_cancelled_authorize') return navigate(loginAgain);

  const providerToken = params.get(provider === 'naver' ? 'access_token' : 'id_token');
  const state = params.get('state');
  // Spec section 5: without the provider token nothing is sent to the server.
  const fallback =
    provider === 'naver' ? clientFallbackMessages.signInFailed : clientFallbackMessages.applePopupFailed;
  if (error || !providerToken || !stateMatches(state)) return failed(fallback, navigate, loginAgain);

  try {
    // The global overlay until the exchange answers (errors too); a navigation away also takes it down.
    const result = await withLoading(
      exchangeProviderToken({
        provider,
        providerToken,
        state,
        name: provider === 'apple' ? appleNameOf(params.get('user')) : undefined,
      }).then(async (signedIn) => {
        await deps.afterSignIn?.();
        return signedIn;
      }),
    );
    deps.done(afterSignInPath(result), result.banStatus);
  } catch (failure) {
    if (!(failure instanceof ApiRequestError)) return failed(fallback, navigate, loginAgain);
    if (provider === 'naver' && failure.code === errorCatalogue.REQUIRED_VALUE_MISSING.code) {
      const again = await confirm({
        content: MISSING_CONSENT_MESSAGE,
        confirmLabel: '다시 동의하기',
        cancelLabel: '취소',
        persistent: true,
      });
      if (again) startSignIn('naver', { returnPath, reprompt: true });
      else navigate(loginAgain);
      return;
    }
    // Under 14 (403, FORBIDDEN): the guardian message, and the sign-in stops here.
    if (failure.status === 403 && failure.code === errorCatalogue.FORBIDDEN.code)
      return failed(failure.message, navigate, '/');
    // Spec section 8: only a refused sign-up is the shopper's to read; any other refusal (token,
    // provider, server) gets the generic text, never the server's internal wording.
    const signUpRefused =
      failure.code === errorCatalogue.SIGNUP_PROHIBITED.code ||
      failure.code === errorCatalogue.SIGNUP_PROHIBITED_APPLE.code;
    return failed(
      signUpRefused && failure.message ? failure.message : clientFallbackMessages.signInFailed,
      navigate,
      loginAgain,
    );
  }
}

/**
 * /login-landing (Naver) and /login-landing-apple: the provider's redirect target. `afterSignIn` runs
 * once the tokens are stored, before the next screen (the route reads the profile with it).
 */
export function LoginLanding({
  provider,
  afterSignIn,
}: {
  provider: SocialProvider;
  afterSignIn?: () => Promise<void>;
}) {
  const navigate = useNavigate();
  const session = useSessionHost();

  // Read once: the effect below removes the fragment, and StrictMode runs effects twice in development.
  const [hash] = useState(() => window.location.hash);
  // The landing runs once; a new function each render must not run it again.
  const afterSignInRef = useRef(afterSignIn);

  useEffect(() => {
    if (handled.has(hash)) return;
    handled.add(hash);
    // The fragment holds a provider token: keep it out of the history and of any later copy of the URL.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    void land(provider, hash, {
      afterSignIn: afterSignInRef.current,
      navigate: (path) => void navigate({ href: path, replace: true }),
      done: (path, banStatus) => {
        // Stepping back to the /login entry (sign-in.ts): the page loaded there starts its session
        // from storage, so the ban status is stored for it (an alert here would vanish with this page).
        if (returnThroughLogin(path)) {
          localStore.set('banStatus', banStatus);
          return;
        }
        // The session may still be loading: the event waits for it instead of being lost.
        void session.start().then((actor) => actor.send({ type: 'session.signedIn', banStatus }));
        void navigate({ href: path, replace: true });
      },
    });
  }, [hash, provider, navigate, session]);

  return (
    <section className={styles.screen} aria-busy="true" aria-labelledby="landing-title">
      <h1 id="landing-title" className={styles.title}>
        로그인하고 있어요
      </h1>
      <p className={styles.text}>잠시만 기다려 주세요.</p>
    </section>
  );
}
