import { createFileRoute } from '@tanstack/react-router';
import { digitIdParams } from '../../app/route-params.ts';
import { NoticeDetailScreen } from '../../features/notice/components/notice-detail-screen.tsx';

export const Route = createFileRoute('/notice/$id')({
  staticData: { title: '공지사항' },
  params: digitIdParams,
  component: Notice,
});

function Notice() {
  const { id } = Route.useParams();
  return <NoticeDetailScreen noticeId={id} />;
}
