import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { installPopupMachine } from '#machines/install-popup/install-popup.machine.ts';
import { cookieNames, cookies, sessionStore } from '../../../platform/storage.ts';
import { Modal } from '../../../ui/overlays/modal.tsx';
import { deepLinkOf, storeUrlOf } from '../app-links.ts';
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
        <svg className={styles.logo} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
          <rect width="48" height="48" rx="12" fill="#FF6400" />
          <path
            fill="#fff"
            d="M13 20h22l-2.4 13.2a3 3 0 0 1-3 2.5H18.4a3 3 0 0 1-3-2.5zm5-2 6-7 6 7h-3l-3-3.6-3 3.6z"
          />
        </svg>
        <h2 id="install-popup-title" className={styles.title}>
          제철장터 앱에서 더 편하게 쇼핑하세요
        </h2>
        <p className={styles.text}>
          앱으로 처음 로그인하면 <strong>1,000포인트</strong>를 드려요.
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
