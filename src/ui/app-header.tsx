import { Link, useCanGoBack, useLocation, useMatches, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { COPIED_FLAG_MS } from '../../contract/constants.ts';
import { routeFlags } from '../platform/route-flags.ts';
import { sharePage } from '../platform/share.ts';
import { shopUrl } from '../platform/shop-links.ts';
import styles from './app-header.module.css';
import { BackIcon, HeartIcon, HomeIcon, SettingsIcon, ShareIcon } from './icons.tsx';

interface AppHeaderProps {
  /** Defaults to the route's staticData title. */
  title?: string;
  /** The home screen: the brand instead of back button and title. */
  brand?: boolean;
  home?: boolean;
  settings?: boolean;
  wishList?: boolean;
  share?: boolean;
}

/** The query parameter `isnavihide=true` hides the back button (spec section 2), e.g. inside the app's own navigation. */
function useBackHidden(): boolean {
  return useLocation({
    select: (location) => new URLSearchParams(location.searchStr).get('isnavihide') === 'true',
  });
}

export function AppHeader({
  title,
  brand = false,
  home = false,
  settings = false,
  wishList = false,
  share = false,
}: AppHeaderProps) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const backHidden = useBackHidden();
  const routeTitle = useMatches({ select: (matches) => routeFlags(matches).title });
  const [copied, setCopied] = useState(false);
  const shownTitle = title ?? routeTitle ?? '';

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FLAG_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const goBack = () => {
    // No earlier entry in this app (opened from a link): go home instead of leaving the site.
    if (canGoBack) router.history.back();
    else void router.navigate({ to: '/', replace: true });
  };

  const onShare = async () => {
    const outcome = await sharePage({ title: shownTitle || document.title, url: window.location.href });
    if (outcome === 'copied') setCopied(true);
  };

  return (
    <header className={styles.header}>
      <div className={styles.start}>
        {brand ? (
          <Link to="/" className={styles.brand}>
            제철장터
          </Link>
        ) : (
          !backHidden && (
            <button type="button" className={styles.iconButton} onClick={goBack} aria-label="뒤로 가기">
              <BackIcon />
            </button>
          )
        )}
      </div>
      {!brand && <h1 className={styles.title}>{shownTitle}</h1>}
      <div className={styles.end}>
        {home && (
          <Link to="/" className={styles.iconButton} aria-label="홈">
            <HomeIcon />
          </Link>
        )}
        {wishList && (
          <a href={shopUrl('wishList')} className={styles.iconButton} aria-label="찜">
            <HeartIcon />
          </a>
        )}
        {settings && (
          <Link to="/my-page/settings" className={styles.iconButton} aria-label="설정">
            <SettingsIcon />
          </Link>
        )}
        {share && (
          <button type="button" className={styles.iconButton} onClick={onShare} aria-label="공유">
            <ShareIcon />
          </button>
        )}
      </div>
      <p className={styles.copied} role="status" data-visible={copied}>
        {copied ? 'URL이 복사되었습니다.' : ''}
      </p>
    </header>
  );
}
