import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { shopUrl } from '../platform/shop-links.ts';
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

/** The five-item bottom bar (spec section 2); the cart is the shop's basket page. */
export function BottomNavi() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const section = sectionOf(pathname);
  const current = (name: Section) => (section === name ? ('page' as const) : undefined);
  return (
    <nav className={styles.bar} aria-label="주요 메뉴">
      <Link to="/category" className={styles.item} aria-current={current('category')}>
        <Item active={section === 'category'} icon={<CategoryIcon />} label="카테고리" />
      </Link>
      {/* Its red dot and tooltip come after the first screen (community-badge-layer.tsx). */}
      <Link to="/community" className={styles.item} aria-current={current('community')}>
        <Item active={section === 'community'} icon={<CommunityIcon />} label="커뮤니티" />
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
