import { Link } from '@tanstack/react-router';
import { STAR_AWARDS } from '#contract/rules/star-rules.ts';
import { isAppWebView, mobilePlatformOf } from '#machines/user-agent/user-agent.ts';
import { formatCount } from '../../../platform/format.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { APP_STORE_URL, PLAY_STORE_URL, storeUrlOf } from '../app-links.ts';
import styles from './app-download.module.css';
import { AppLogo } from './app-logo.tsx';

const BENEFITS = [
  {
    title: `앱으로 처음 로그인하면 ${formatCount(STAR_AWARDS.appLoginBonus)}별`,
    text: '한 번만 드리는 앱 전용 혜택이에요. 모은 별은 제휴 포인트로 바꿔 쇼핑에 쓸 수 있어요.',
  },
  { title: '타임딜 시작 알림', text: '놓치기 쉬운 한정 특가가 열리면 푸시 알림으로 바로 알려 드려요.' },
  {
    title: '더 빠르고 편한 쇼핑',
    text: '로그인을 유지하고, 찜한 상품과 최근 본 상품을 한곳에서 볼 수 있어요.',
  },
] as const;

interface Store {
  key: 'appStore' | 'playStore';
  label: string;
  caption: string;
  href: string;
}

/**
 * The store buttons for the device: the App Store on iOS, Google Play through an Android intent (it
 * opens the app when it is installed, else the Play store), both on a computer or anything else.
 */
export function storesFor(userAgent: string, pageUrl: string): Store[] {
  const appStore: Store = {
    key: 'appStore',
    label: 'App Store',
    caption: 'iPhone·iPad',
    href: APP_STORE_URL,
  };
  const playStore: Store = {
    key: 'playStore',
    label: 'Google Play',
    caption: 'Android',
    href: PLAY_STORE_URL,
  };
  const platform = mobilePlatformOf(userAgent);
  if (platform === 'ios') return [{ ...appStore, href: storeUrlOf('appStore', pageUrl) }];
  if (platform === 'android') return [{ ...playStore, href: storeUrlOf('androidIntent', pageUrl) }];
  return [appStore, playStore];
}

/** /appdown: why and where to get the app. */
export function AppDownloadScreen() {
  const userAgent = navigator.userAgent;
  const inApp = isAppWebView(userAgent);
  // The app opens on its home screen, not on this page again.
  const stores = storesFor(userAgent, new URL('/', window.location.href).href);
  return (
    <>
      <AppHeader home />
      <section className={styles.screen} aria-labelledby="appdown-title">
        <div className={styles.hero}>
          <AppLogo size={72} />
          <h2 id="appdown-title" className={styles.title}>
            제철장터 앱에서
            <br />더 편하게 장보세요
          </h2>
        </div>

        <ul className={styles.benefits}>
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className={styles.benefit}>
              <strong className={styles.benefitTitle}>{benefit.title}</strong>
              <span className={styles.benefitText}>{benefit.text}</span>
            </li>
          ))}
        </ul>

        {inApp ? (
          <p className={styles.inApp} role="note">
            지금 제철장터 앱으로 보고 계세요.{' '}
            <Link to="/" className={styles.homeLink}>
              홈으로 가기
            </Link>
          </p>
        ) : (
          <div className={styles.stores}>
            {stores.map((store) => (
              <a key={store.key} href={store.href} className={styles.store} rel="noopener">
                <span className={styles.storeCaption}>{store.caption}</span>
                <span className={styles.storeLabel}>{store.label}에서 받기</span>
              </a>
            ))}
          </div>
        )}
        <p className={styles.note}>
          별은 회원 한 명당 한 번, 앱으로 처음 로그인한 날 적립돼요. 별의 적립과 사용 기준은{' '}
          <Link to="/terms" hash="article-6" className={styles.inlineLink}>
            서비스 이용약관
          </Link>
          에서 볼 수 있어요.
        </p>
      </section>
    </>
  );
}
