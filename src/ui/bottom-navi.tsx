import { Link, useLocation } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { afterFirstScreen } from '../platform/first-screen.ts';
import { shopUrl } from '../platform/shop-links.ts';
import { localStore, sessionStore } from '../platform/storage.ts';
import styles from './bottom-navi.module.css';
import { CartIcon, CategoryIcon, CommunityIcon, HomeIcon, UserIcon } from './icons.tsx';

type Section = 'category' | 'community' | 'home' | 'my-page' | undefined;

function sectionOf(pathname: string): Section {
  if (pathname === '/' || pathname === '/deal' || pathname.startsWith('/deal/')) return 'home';
  if (pathname.startsWith('/category')) return 'category';
  if (pathname.startsWith('/community')) return 'community';
  if (pathname.startsWith('/my-page')) return 'my-page';
  return undefined;
}

function Item({ active, icon, label }: { active: boolean; icon: ReactNode; label: string }) {
  return (
    <>
      <span className={styles.icon} data-active={active}>
        {icon}
      </span>
      <span className={styles.label}>{label}</span>
    </>
  );
}

/**
 * contract/rules/community-rules.ts COMMUNITY_TOOLTIP_TEXT, here as a copy: importing the rules module would
 * put all of it in the first screen's chunk. bottom-navi.test.tsx proves the two agree.
 */
export const COMMUNITY_TOOLTIP = '커뮤니티 활동하고 별 모으세요!';

const TOOLTIP_ID = 'community-tooltip';

/**
 * The tooltip shows until the community is first opened, once a session and for a few seconds (it
 * stands over the rows above the bar); the dot when the community has posts newer than that.
 */
const tooltipDue = () =>
  sessionStore.get('communityToolTip') !== false && localStore.get('communityOpenedAt') === undefined;

/**
 * The community item's red dot and tooltip (spec section 2, session keys communityAlert and
 * communityToolTip): both cleared whenever the community is open (its time kept as communityOpenedAt);
 * elsewhere the dot's check (ui/community-activity.ts) loads once the first screen is shown and the
 * page is idle, once per session.
 */
function useCommunityBadge(communityPath: string | undefined) {
  const [badge, setBadge] = useState(() => ({
    dot: sessionStore.get('communityAlert') === true,
    tip: tooltipDue(),
  }));
  useEffect(() => {
    // Every page of the community counts as opening it (a post written there is seen).
    if (communityPath !== undefined) {
      sessionStore.set('communityAlert', false);
      sessionStore.set('communityToolTip', false);
      localStore.set('communityOpenedAt', Date.now());
      setBadge({ dot: false, tip: false });
      return;
    }
    if (sessionStore.get('communityAlert') !== undefined) return;
    let live = true;
    afterFirstScreen(() =>
      (window.requestIdleCallback ?? setTimeout)(() => {
        if (!live) return;
        import('./community-activity.ts')
          .then(({ checkCommunityActivity }) => checkCommunityActivity())
          .then(
            (dot) => live && dot && setBadge((current) => ({ ...current, dot })),
            () => {
              // No dot when the check fails; the next session asks again.
            },
          );
      }),
    );
    return () => {
      live = false;
    };
  }, [communityPath]);
  useEffect(() => {
    if (!badge.tip) return;
    sessionStore.set('communityToolTip', false);
    const hide = setTimeout(() => setBadge((current) => ({ ...current, tip: false })), 5_000);
    return () => clearTimeout(hide);
  }, [badge.tip]);
  return badge;
}

/** The five-item bottom bar (spec section 2); the cart is the shop's basket page. */
export function BottomNavi() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const section = sectionOf(pathname);
  const badge = useCommunityBadge(section === 'community' ? pathname : undefined);
  const current = (name: Section) => (section === name ? ('page' as const) : undefined);
  return (
    <nav className={styles.bar} aria-label="주요 메뉴">
      <Link to="/category" className={styles.item} aria-current={current('category')}>
        <Item active={section === 'category'} icon={<CategoryIcon />} label="카테고리" />
      </Link>
      <Link
        to="/community"
        className={styles.item}
        aria-current={current('community')}
        aria-describedby={badge.tip ? TOOLTIP_ID : undefined}
      >
        <Item active={section === 'community'} icon={<CommunityIcon />} label="커뮤니티" />
        {badge.dot && (
          <span className={styles.dot}>
            <span className="visually-hidden">새 글</span>
          </span>
        )}
        {badge.tip && (
          // Read as the link's description, not as part of its name ("커뮤니티").
          <span id={TOOLTIP_ID} className={styles.tooltip} aria-hidden="true">
            {COMMUNITY_TOOLTIP}
          </span>
        )}
      </Link>
      <Link to="/" className={styles.item} aria-current={current('home')}>
        <Item active={section === 'home'} icon={<HomeIcon />} label="홈" />
      </Link>
      <a href={shopUrl('basket')} className={styles.item}>
        <Item active={false} icon={<CartIcon />} label="장바구니" />
      </a>
      <Link to="/my-page" className={styles.item} aria-current={current('my-page')}>
        <Item active={section === 'my-page'} icon={<UserIcon />} label="마이페이지" />
      </Link>
    </nav>
  );
}
