import { Link } from '@tanstack/react-router';
import { AppHeader } from '../../../ui/app-header.tsx';
import { PostListSection } from '../components/post-list.tsx';
import { TabStrip } from '../components/tab-strip.tsx';
import own from './my-activity.module.css';
import { type MyActivityTab, useMyActivity } from './my-activity-api.ts';

const TABS = [
  { tab: 'post', label: '내가 쓴 글', to: '/community/my-page/post' },
  { tab: 'clipping', label: '스크랩', to: '/community/my-page/clipping' },
  { tab: 'like', label: '좋아요', to: '/community/my-page/like' },
] as const satisfies readonly { tab: MyActivityTab; label: string; to: string }[];

const LISTS: Record<MyActivityTab, { label: string; empty: string; hint: string }> = {
  post: {
    label: '내가 쓴 글 목록',
    empty: '아직 쓴 글이 없어요',
    hint: '오늘 차린 식탁을 자랑하거나 궁금한 것을 물어보세요.',
  },
  clipping: {
    label: '스크랩한 글 목록',
    empty: '스크랩한 글이 없어요',
    hint: '다시 보고 싶은 글은 스크랩해 두면 여기에 모여요.',
  },
  like: {
    label: '좋아요한 글 목록',
    empty: '좋아요한 글이 없어요',
    hint: '마음에 드는 글에 좋아요를 눌러 보세요.',
  },
};

/** A way on from an empty list: to the community, and to the form for the member's own posts. */
function EmptyAction({ tab }: { tab: MyActivityTab }) {
  return (
    <>
      <p>{LISTS[tab].hint}</p>
      <p className={own.emptyLinks}>
        <Link to="/community/main/popular-post" className={own.emptyLink}>
          커뮤니티 둘러보기
        </Link>
        {tab === 'post' && (
          <Link to="/community/dash-board/form/{-$id}" params={{}} className={own.emptyLinkPrimary}>
            글쓰기
          </Link>
        )}
      </p>
    </>
  );
}

/** /community/my-page/*: the member's own posts, clippings and likes, each an infinite list. */
export function MyActivityScreen({ tab }: { tab: MyActivityTab }) {
  const query = useMyActivity(tab);
  const list = LISTS[tab];
  return (
    <>
      <AppHeader title="내 활동" />
      <TabStrip label="내 활동 메뉴" tabs={TABS} current={tab} />
      <PostListSection
        query={query}
        label={list.label}
        emptyTitle={list.empty}
        emptyAction={<EmptyAction tab={tab} />}
        showType
      />
    </>
  );
}
