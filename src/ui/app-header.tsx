import { Link, useCanGoBack, useMatches, useRouter, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { routeFlags } from '../platform/route-flags.ts';
import styles from './app-header.module.css';
import { BackIcon, HeartIcon, HomeIcon, SearchIcon, SettingsIcon, ShareIcon } from './icons.tsx';
import { whenIdle } from './near-viewport.ts';
import { useShareDialog } from './overlays/share.tsx';
import type { PageShare } from './overlays/share-info.ts';
import { afterNextPaint, isPlainClick } from './smart-link.tsx';

interface AppHeaderProps {
  /** Defaults to the route's staticData title. */
  title?: string;
  /** The home screen: the brand instead of back button and title. */
  brand?: boolean;
  home?: boolean;
  /** A link to the search screen (/search/list), which focuses its input on arrival. */
  search?: boolean;
  settings?: boolean;
  /** 찜: the member's liked products (/my-page/likes; a guest signs in first). */
  wishList?: boolean;
  /**
   * The share button. `true` shares the page's title and URL; a screen with data gives its share info
   * (title, description, image; `load` for a server's own answer), e.g. `share={{ title, imageUrl }}`.
   */
  share?: boolean | PageShare;
}

/**
 * The query parameter `isnavihide=true` hides the back button (spec section 2), e.g. inside the app's
 * own navigation; the root route validates it (app/root-search.ts), so every page's search has it.
 */
function useBackHidden(): boolean {
  return useSearch({ strict: false, select: (search) => search.isnavihide === true });
}

export function AppHeader({
  title,
  brand = false,
  home = false,
  search = false,
  settings = false,
  wishList = false,
  share = false,
}: AppHeaderProps) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const backHidden = useBackHidden();
  const routeTitle = useMatches({ select: (matches) => routeFlags(matches).title });
  const shareDialog = useShareDialog();
  const shownTitle = title ?? routeTitle ?? '';
  const hasShare = share !== false;
  const { preload: preloadShare } = shareDialog;
  // A screen with a share button fetches the dialog's few KB once it is idle: the tap then opens it
  // without a download in between.
  useEffect(() => (hasShare ? whenIdle(preloadShare) : undefined), [hasShare, preloadShare]);

  const goBack = () => {
    // No earlier entry in this app (opened from a link): go home instead of leaving the site.
    if (canGoBack) router.history.back();
    else void router.navigate({ to: '/', replace: true });
  };

  const onShare = () => {
    void shareDialog.open(typeof share === 'object' ? share : {}, shownTitle);
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
      {/* Beside the logo the screen's name is for the outline only (the home's h1). */}
      <h1 className={brand ? 'visually-hidden' : styles.title}>{shownTitle}</h1>
      <div className={styles.end}>
        {home && (
          <Link to="/" className={styles.iconButton} aria-label="홈">
            <HomeIcon />
          </Link>
        )}
        {search && (
          <Link
            to="/search/list"
            className={styles.iconButton}
            aria-label="검색"
            // Not preloaded on touchstart: that ran the route's loader and chunk inside the tap.
            preload={false}
            onClick={(event) => {
              // The search screen mounts after the tap's paint, not inside the tap (docs/performance.md,
              // "Interactions").
              if (!isPlainClick(event)) return;
              event.preventDefault();
              afterNextPaint(() => void router.navigate({ to: '/search/list' }));
            }}
          >
            <SearchIcon />
          </Link>
        )}
        {wishList && (
          <Link to="/my-page/likes" className={styles.iconButton} aria-label="찜">
            <HeartIcon />
          </Link>
        )}
        {settings && (
          <Link to="/my-page/settings" className={styles.iconButton} aria-label="설정">
            <SettingsIcon />
          </Link>
        )}
        {share && (
          <button
            type="button"
            className={styles.iconButton}
            onPointerDown={preloadShare}
            onClick={onShare}
            aria-label="공유"
          >
            <ShareIcon />
          </button>
        )}
      </div>
      {shareDialog.dialog}
    </header>
  );
}
