import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PointBalance } from '#contract/point.ts';
import type { LevelProgress } from '#contract/rules/star-rules.ts';
import { ChevronRightIcon } from '../../../ui/icons.tsx';
import { Skeleton } from '../../../ui/placeholders.tsx';
import sections from '../../../ui/section.module.css';
import { formatCount, formatSeoulDate } from '../text.ts';
import styles from './stars.module.css';

/**
 * The star widgets several star screens show (level badge and bar, the expiring-soon note, the star mark,
 * the balance).
 * Every star screen imports this file and stars.module.css, so they travel in one shared chunk.
 */

/** A filled star, the mark of 별 next to balances. Decorative: the text says "별". */
export function StarIcon({ size = 20, className }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
    </svg>
  );
}

/** "Lv.2 떡잎": the level's number and name. */
export function LevelBadge({
  level,
  size = 'small',
}: {
  level: LevelProgress['current'];
  size?: 'small' | 'large';
}) {
  return (
    <span className={styles.badge} data-size={size}>
      <span className={styles.badgeLevel}>Lv.{level.level}</span> {level.name}
    </span>
  );
}

/** The bar from the current level's threshold to the next one's, and how many stars are still missing. */
export function LevelProgressBar({ progress }: { progress: LevelProgress }) {
  const percent = Math.round(progress.ratio * 100);
  const caption = progress.next
    ? `${progress.next.name}까지 별 ${formatCount(progress.neededForNext)}개 남았어요`
    : '최고 등급이에요. 지금 등급을 유지해 보세요!';
  return (
    <div className={styles.progress}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={progress.next ? `${progress.next.name} 등급까지 진행률` : '등급 진행률'}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.caption}>{caption}</p>
    </div>
  );
}

/** What expires soon (the contract's EXPIRING_SOON_DAYS window), or that nothing does. */
export function ExpiringNote({ expiring }: { expiring: PointBalance['expiringSoon'] }) {
  if (expiring.amount === 0 || expiring.date === null) {
    return (
      <p className={styles.note} data-tone="calm">
        {expiring.withinDays}일 안에 소멸될 별은 없어요.
      </p>
    );
  }
  return (
    <div className={styles.note} data-tone="warning">
      <p className={styles.headline}>
        {expiring.withinDays}일 안에 소멸 예정인 별 <strong>{formatCount(expiring.amount)}개</strong>
      </p>
      <p className={styles.detail}>
        가장 먼저 소멸되는 별은 {formatSeoulDate(expiring.date)}까지 사용할 수 있어요.
      </p>
    </div>
  );
}

/**
 * The star balance of my page and the point screen: the count, what expires soon and the ways to
 * exchange and to learn about stars. `aside` sits beside the title (my page's link to the history);
 * `note` under the count (the point screen's stars held by pending exchanges).
 */
export function StarBalance({
  titleId,
  title,
  aside,
  balance,
  note,
  expiring,
}: {
  titleId: string;
  title: string;
  aside?: ReactNode;
  balance: number;
  note?: ReactNode;
  expiring: PointBalance['expiringSoon'];
}) {
  const heading = (
    <h2 id={titleId} className={styles.balanceLabel}>
      {title}
    </h2>
  );
  return (
    <section className={sections.section} aria-labelledby={titleId}>
      {aside ? (
        <div className={styles.sectionHead}>
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      <p className={styles.balance}>
        <StarIcon className={styles.star} />
        {formatCount(balance)}
        <span className={styles.balanceUnit}>개</span>
      </p>
      {note}
      <ExpiringNote expiring={expiring} />
      <div className={styles.actions}>
        <Link to="/my-page/point-exchange" className={styles.primaryButton}>
          쇼핑몰 포인트로 전환
        </Link>
        <Link to="/my-page/point-guide" className={styles.secondaryButton}>
          별 이용 안내
        </Link>
      </div>
    </section>
  );
}

/** My page's star balance, with the way to the history beside its title. */
export function MyStarBalance({ points }: { points: Pick<PointBalance, 'balance' | 'expiringSoon'> }) {
  return (
    <StarBalance
      titleId="my-page-stars"
      title="보유 별"
      aside={
        <Link to="/my-page/point" className={styles.textLink}>
          별 내역
          <ChevronRightIcon size={18} className={sections.chevron} />
        </Link>
      }
      balance={points.balance}
      expiring={points.expiringSoon}
    />
  );
}

/** StarBalance's shape while it loads (its title `titleWidth` px wide): title, amount, note, two buttons. */
export function StarBalanceSkeleton({ titleWidth }: { titleWidth: number }) {
  return (
    <>
      <Skeleton style={{ width: titleWidth, height: 21 }} />
      <Skeleton style={{ width: 140, height: 36 }} />
      <Skeleton style={{ height: 44 }} />
      <div className={styles.actions}>
        <Skeleton style={{ height: 48 }} />
        <Skeleton style={{ height: 48 }} />
      </div>
    </>
  );
}
