import { createFileRoute } from '@tanstack/react-router';
import { NoticeListScreen } from '../../features/notice/components/notice-list-screen.tsx';

export const Route = createFileRoute('/notice/')({
  staticData: { title: '공지사항' },
  component: NoticeListScreen,
});
