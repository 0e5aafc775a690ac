import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { MyPage } from '#contract/my-page.ts';
import { formatCount } from '../../../platform/format.ts';
import { shopPageUrl } from '../../../platform/shop-links.ts';
import { AppHeader } from '../../../ui/app-header.tsx';
import { ChevronRightIcon, ExternalIcon } from '../../../ui/icons.tsx';
import { Skeleton } from '../../../ui/placeholders.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import sections from '../../../ui/section.module.css';
import { SmartLink } from '../../../ui/smart-link.tsx';
import { useMyPage } from '../api/my-page.ts';
import styles from './my-page.module.css';

/** The shop's customer service board (Cafe24's standard page); the contract names no such link yet. */
const CUSTOMER_SERVICE_PATH = '/board/index.html';

function customerServiceUrl(): string {
  return shopPageUrl(CUSTOMER_SERVICE_PATH);
}

function Chevron() {
  return <ChevronRightIcon size={18} className={sections.chevron} />;
}

/**
 * What other features show on my page, given by the route (a feature never imports another): the
 * notification bell (features/alarm), the newest notice's line (features/notice), and the level and
 * star widgets (features/stars), each drawn from this page's data.
 */
export interface MyPageSlots {
  bell: ReactNode;
  latestNotice: ReactNode;
  levelBadge: (level: MyPage['points']['level']) => ReactNode;
  levelProgress: (level: MyPage['points']['level']) => ReactNode;
  stars: (points: MyPage['points']) => ReactNode;
  /** The stars' block while the page loads, at its size. */
  starsSkeleton: ReactNode;
}

function ProfileSection({ data, slots }: { data: MyPage; slots: MyPageSlots }) {
  const level = data.points.level;
  return (
    <section className={sections.section} aria-labelledby="my-page-nickname">
      <div className={styles.sectionHead}>
        <h2 id="my-page-nickname" className={styles.nickname}>
          {data.nickName}님
        </h2>
        <span className={styles.sectionHead}>
          {slots.levelBadge(level)}
          {slots.bell}
        </span>
      </div>
      {slots.levelProgress(level)}
      <Link to="/my-page/my-level" className={styles.levelLink}>
        나의 등급과 등급 기준 보기
        <Chevron />
      </Link>
    </section>
  );
}

/** A titled section of menu rows (the daily game, the community, support). */
function MenuSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={sections.section} aria-labelledby={id}>
      <h2 id={id} className={sections.sectionTitle}>
        {title}
      </h2>
      <ul className={sections.list}>{children}</ul>
    </section>
  );
}

/** The daily game the star guide promises, one tap from the stars. */
function GameSection() {
  return (
    <MenuSection id="my-page-game" title="별 모으기">
      <li>
        <Link to="/game" className={styles.menuItem}>
          <span className={styles.menuLabel}>매일 게임</span>
          <span className={styles.menuValue}>하루 한 번 별 받기</span>
          <Chevron />
        </Link>
      </li>
    </MenuSection>
  );
}

function ActivitySection({ data }: { data: MyPage }) {
  const { posts, replies, clippings } = data.activity;
  return (
    <MenuSection id="my-page-activity" title="커뮤니티">
      <li>
        <Link to="/community/my-page" className={styles.menuItem}>
          <span className={styles.menuLabel}>내 커뮤니티 활동</span>
          <span className={styles.menuValue}>
            게시글 {formatCount(posts)} · 댓글 {formatCount(replies)} · 스크랩 {formatCount(clippings)}
          </span>
          <Chevron />
        </Link>
      </li>
    </MenuSection>
  );
}

function ShopSection({ data }: { data: MyPage }) {
  return (
    <section className={sections.section} aria-labelledby="my-page-shop">
      <h2 id="my-page-shop" className={sections.sectionTitle}>
        쇼핑
      </h2>
      <ul className={styles.shortcuts}>
        {data.shortcuts.map((shortcut) => (
          <li key={shortcut.key}>
            <SmartLink href={shortcut.url} className={styles.shortcut}>
              {shortcut.label}
              {/* The shop's pages leave the app; a screen of ours (관심 상품) does not. */}
              {shortcut.url.startsWith(shopPageUrl('/')) ? (
                <ExternalIcon size={14} className={sections.chevron} />
              ) : (
                <Chevron />
              )}
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SupportSection() {
  return (
    <MenuSection id="my-page-support" title="고객 지원">
      <li>
        <Link to="/notice" className={styles.menuItem}>
          <span className={styles.menuLabel}>공지사항</span>
          <Chevron />
        </Link>
      </li>
      <li>
        <a href={customerServiceUrl()} className={styles.menuItem}>
          <span className={styles.menuLabel}>고객센터</span>
          <ExternalIcon size={16} className={sections.chevron} />
        </a>
      </li>
      <li>
        <Link to="/my-page/settings" className={styles.menuItem}>
          <span className={styles.menuLabel}>설정</span>
          <Chevron />
        </Link>
      </li>
    </MenuSection>
  );
}

function MyPageBody({ data, slots }: { data: MyPage; slots: MyPageSlots }) {
  return (
    <div className={sections.screen}>
      {data.banStatus.isBanned && (
        <p className={styles.banned} role="alert">
          {data.banStatus.message}
        </p>
      )}
      <ProfileSection data={data} slots={slots} />
      {slots.stars(data.points)}
      <GameSection />
      <ActivitySection data={data} />
      <ShopSection data={data} />
      {slots.latestNotice}
      <SupportSection />
    </div>
  );
}

/** The same blocks at the same sizes while the page loads. */
function MyPageSkeleton({ stars }: { stars: ReactNode }) {
  return (
    <div className={sections.screen} aria-busy="true">
      <p className="visually-hidden" role="status">
        마이페이지를 불러오는 중
      </p>
      <div className={sections.section}>
        <div className={styles.sectionHead}>
          <Skeleton style={{ width: 120, height: 30 }} />
          <Skeleton style={{ width: 72, height: 24, borderRadius: 12 }} />
        </div>
        <div className={styles.progress}>
          <Skeleton style={{ height: 8 }} />
          <Skeleton style={{ width: 180, height: 20 }} />
        </div>
        <Skeleton style={{ width: 150, height: 24 }} />
      </div>
      <div className={sections.section}>{stars}</div>
      <div className={sections.section}>
        <Skeleton style={{ width: 80, height: 24 }} />
        <Skeleton style={{ height: 52 }} />
      </div>
    </div>
  );
}

/** /my-page/main: the member, their level and stars, and the way to everything else that is theirs. */
export function MyPageScreen(slots: MyPageSlots) {
  const query = useMyPage();
  return (
    <>
      <AppHeader home settings />
      <QueryView query={query} skeleton={<MyPageSkeleton stars={slots.starsSkeleton} />}>
        {(data) => <MyPageBody data={data} slots={slots} />}
      </QueryView>
    </>
  );
}
