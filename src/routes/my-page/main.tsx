import { createFileRoute } from '@tanstack/react-router';
import { AlarmBell } from '../../features/alarm/components/alarm-bell.tsx';
import { MyPageScreen } from '../../features/my-page/components/my-page-screen.tsx';
import { LatestNotice } from '../../features/notice/components/latest-notice.tsx';
import {
  LevelBadge,
  LevelProgressBar,
  MyStarBalance,
  StarBalanceSkeleton,
} from '../../features/stars/components/star-widgets.tsx';

// No loader: its lazy reference would cost the first screen of / bytes; the screen asks for its data
// itself and shows its own skeleton and error with retry.
export const Route = createFileRoute('/my-page/main')({
  staticData: { title: '마이페이지' },
  component: MyPage,
});

/** My page (features/my-page) with what the alarm, notice and star features put on it. */
function MyPage() {
  return (
    <MyPageScreen
      bell={<AlarmBell />}
      latestNotice={<LatestNotice />}
      levelBadge={(level) => <LevelBadge level={level.current} />}
      levelProgress={(level) => <LevelProgressBar progress={level} />}
      stars={(points) => <MyStarBalance points={points} />}
      starsSkeleton={<StarBalanceSkeleton titleWidth={60} />}
    />
  );
}
