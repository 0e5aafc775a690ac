import { Link } from '@tanstack/react-router';
import { AppHeader } from '../../../ui/app-header.tsx';
import type { MemberGate } from '../../../ui/member-gate.ts';
import { useDailyBoardPosts } from '../api/post-lists.ts';
import { formatBoardDate } from '../text.ts';
import styles from './community.module.css';
import { WriteButton } from './community-main-screen.tsx';
import { ChevronIcon } from './icons.tsx';
import { PostList } from './post-list.tsx';

function DayButton({ date, direction }: { date: string | null | undefined; direction: 'previous' | 'next' }) {
  const label = direction === 'previous' ? '이전 날' : '다음 날';
  const content = (
    <>
      {direction === 'previous' && <ChevronIcon size={18} direction="left" />}
      {label}
      {direction === 'next' && <ChevronIcon size={18} direction="right" />}
    </>
  );
  if (!date)
    return (
      <button type="button" className={styles.dayButton} disabled aria-label={`${label} (없음)`}>
        {content}
      </button>
    );
  return (
    <Link
      to="/community/daily-board/$date"
      params={{ date }}
      replace
      className={styles.dayButton}
      aria-label={`${label}: ${formatBoardDate(date)}`}
    >
      {content}
    </Link>
  );
}

/** /community/daily-board/:date: the 오늘의 식탁 posts of one Seoul day, with the days before and after. */
export function DailyBoardScreen({ date, gate }: { date: string; gate: MemberGate }) {
  const query = useDailyBoardPosts(date);
  const adjacent = query.data?.pages[0]?.adjacentDates;
  const heading = formatBoardDate(date);
  return (
    <>
      <AppHeader title="날짜별 오늘의 식탁" home />
      <div className={styles.dayBar}>
        <DayButton date={query.data ? (adjacent?.previous ?? null) : undefined} direction="previous" />
        <h2 className={styles.dayHeading}>{heading}</h2>
        <DayButton date={query.data ? (adjacent?.next ?? null) : undefined} direction="next" />
      </div>
      <section className={styles.listSection} aria-label={`${heading} 오늘의 식탁`}>
        <PostList
          query={query}
          label={`${heading} 오늘의 식탁 목록`}
          emptyTitle="이날 올라온 식탁이 없어요"
          emptyAction={
            <Link to="/community/main/dashboard" className={styles.inlineLink}>
              최신 식탁 보러 가기
            </Link>
          }
        />
      </section>
      <WriteButton tab="dashboard" gate={gate} />
    </>
  );
}
