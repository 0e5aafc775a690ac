import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../ui/status-screen.tsx';

export const Route = createFileRoute('/404')({
  staticData: { title: '페이지를 찾을 수 없음', noBottomNavi: true, noTopScroll: true },
  codeSplitGroupings: [],
  component: NotFoundScreen,
});
