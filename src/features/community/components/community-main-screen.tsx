import { Link } from '@tanstack/react-router';
import { AppHeader } from '../../../ui/app-header.tsx';
import type { MemberGate } from '../../../ui/member-gate.ts';
import { type MainTab, useMainTabPosts } from '../api/post-lists.ts';
import { seoulToday } from '../text.ts';
import styles from './community.module.css';
import { PenIcon } from './icons.tsx';
import { PostListSection } from './post-list.tsx';
import { TabStrip } from './tab-strip.tsx';

const TABS = [
  { tab: 'popular', label: '인기', to: '/community/main/popular-post' },
  { tab: 'dashboard', label: '오늘의 식탁', to: '/community/main/dashboard' },
  { tab: 'qna', label: '묻고 답하기', to: '/community/main/qna' },
  { tab: 'survey', label: '투표', to: '/community/main/survey' },
] as const satisfies readonly { tab: MainTab; label: string; to: string }[];

const LISTS: Record<MainTab, { label: string; empty: string }> = {
  popular: { label: '인기글 목록', empty: '아직 인기글이 없어요' },
  dashboard: { label: '오늘의 식탁 목록', empty: '아직 올라온 식탁이 없어요' },
  qna: { label: '묻고 답하기 목록', empty: '아직 올라온 질문이 없어요' },
  survey: { label: '투표 목록', empty: '진행 중인 투표가 없어요' },
};

/**
 * The floating write button: 질문하기 on the Q&A tab, 글쓰기 (오늘의 식탁) on the others but 투표. A guest
 * is asked to sign in first, with the form as return path; a banned member is stopped by the gate with
 * the ban message.
 */
export function WriteButton({ tab, gate }: { tab: MainTab; gate: MemberGate }) {
  const qna = tab === 'qna';
  return (
    <Link
      to={qna ? '/community/qna/form/{-$id}' : '/community/dash-board/form/{-$id}'}
      params={{}}
      className={styles.writeButton}
      onClick={(event) => {
        const { pathname, search } = event.currentTarget;
        const reason = qna ? '질문을 올리려면 로그인해 주세요.' : '글을 쓰려면 로그인해 주세요.';
        if (!gate.allow({ reason, returnTo: `${pathname}${search}` })) event.preventDefault();
      }}
    >
      <PenIcon size={18} />
      {qna ? '질문하기' : '글쓰기'}
    </Link>
  );
}

function EmptyAction({ tab }: { tab: MainTab }) {
  if (tab === 'qna') return <p>궁금한 것을 먼저 물어보세요.</p>;
  if (tab === 'survey') return <p>새 투표가 열리면 여기에서 볼 수 있어요.</p>;
  return <p>오늘 차린 식탁을 가장 먼저 자랑해 보세요.</p>;
}

/** /community/main/*: the four tabs, each an infinite list of its own, and the write button. */
export function CommunityMainScreen({ tab, gate }: { tab: MainTab; gate: MemberGate }) {
  const query = useMainTabPosts(tab);
  const list = LISTS[tab];
  return (
    <>
      <AppHeader title="커뮤니티" home />
      <TabStrip label="커뮤니티 메뉴" tabs={TABS} current={tab} />
      <div className={styles.toolbar}>
        {tab === 'dashboard' ? (
          <Link to="/community/daily-board/$date" params={{ date: seoulToday() }} className={styles.toolLink}>
            날짜별로 보기
          </Link>
        ) : (
          <span />
        )}
        <span className={styles.toolLinks}>
          <Link to="/community/search" className={styles.toolLink}>
            검색
          </Link>
          <Link to="/community/my-page" className={styles.toolLink}>
            내 활동
          </Link>
        </span>
      </div>
      <PostListSection
        query={query}
        label={list.label}
        emptyTitle={list.empty}
        emptyAction={<EmptyAction tab={tab} />}
        showType={tab === 'popular'}
      />
      {/* Votes are opened by the operator: members write 오늘의 식탁 posts and questions. */}
      {tab !== 'survey' && <WriteButton tab={tab} gate={gate} />}
    </>
  );
}
