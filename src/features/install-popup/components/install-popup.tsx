import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { STAR_AWARDS, STAR_WORD } from '#contract/rules/star-rules.ts';
import { installPopupMachine } from '#machines/install-popup/install-popup.machine.ts';
import { formatCount } from '../../../platform/format.ts';
import { cookieNames, cookies, sessionStore } from '../../../platform/storage.ts';
import { Modal } from '../../../ui/overlays/modal.tsx';
import { deepLinkOf, storeUrlOf } from '../app-links.ts';
import { AppLogo } from './app-logo.tsx';
import styles from './install-popup.module.css';

/** Navigation away from the page, behind one seam so tests can watch it. */
export const navigation = {
  go(url: string): void {
    window.location.href = url;
  },
};

/**
 * The app-install popup (spec sections 2 and 4), mounted once in the root route. The machine decides
 * from the page it opened on: once per session, 1 s after load, mobile browser outside the app, first
 * visit today, event or period detail URL with a `type` query.
 */
export function InstallPopup() {
  const popup = useActorRef(
    installPopupMachine.provide({
      actions: {
        setVisitedCookie: (_, { expires }) =>
          cookies.set(cookieNames.visited, '1', { expires: new Date(expires) }),
        markShownThisSession: () => sessionStore.set('appLaunchedPop', true),
        openDeepLink: (_, { url }) => navigation.go(deepLinkOf(url)),
        openStore: ({ context }, { store }) => navigation.go(storeUrlOf(store, context.url)),
      },
    }),
    {
      input: {
        userAgent: navigator.userAgent,
        url: window.location.href,
        firstVisit: cookies.get(cookieNames.visited) === undefined,
        shownThisSession: sessionStore.get('appLaunchedPop') === true,
        now: Date.now(),
      },
    },
  );
  const visible = useSelector(popup, (snapshot) => snapshot.hasTag('visible'));
  const launching = useSelector(popup, (snapshot) => snapshot.hasTag('pending'));

  // The app took over: the page is hidden or loses focus before the store fallback is due.
  useEffect(() => {
    if (!launching) return;
    const hidden = () => popup.send({ type: 'page.hidden' });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hidden();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', hidden);
    window.addEventListener('pagehide', hidden);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', hidden);
      window.removeEventListener('pagehide', hidden);
    };
  }, [launching, popup]);

  if (!visible) return null;
  return (
    <Modal
      labelledBy="install-popup-title"
      width={380}
      onDismiss={launching ? undefined : () => popup.send({ type: 'installPopup.dismiss' })}
      className={styles.sheet}
    >
      <div className={styles.body}>
        <AppLogo className={styles.logo} />
        <h2 id="install-popup-title" className={styles.title}>
          제철장터 앱에서 더 편하게 쇼핑하세요
        </h2>
        <p className={styles.text}>
          앱으로 처음 로그인하면{' '}
          <strong>
            {STAR_WORD} {formatCount(STAR_AWARDS.appLoginBonus)}개
          </strong>
          를 드려요.
        </p>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          data-autofocus
          className={styles.primary}
          disabled={launching}
          onClick={() => popup.send({ type: 'installPopup.openApp' })}
        >
          {launching ? '앱을 여는 중…' : '앱으로 보기'}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={launching}
          onClick={() => popup.send({ type: 'installPopup.dismiss' })}
        >
          모바일 웹으로 볼게요
        </button>
      </div>
    </Modal>
  );
}
