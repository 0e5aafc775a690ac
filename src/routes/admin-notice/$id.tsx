import { createFileRoute } from '@tanstack/react-router';
import { previewSearch } from '../../app/preview-route.ts';
import { digitIdParams } from '../../app/route-params.ts';
import { NoticeArticle } from '../../features/notice/components/notice-article.tsx';
import { PreviewRouteScreen } from '../../features/preview/components/preview-screen.tsx';

export const Route = createFileRoute('/admin-notice/$id')({
  staticData: { title: '공지사항 미리보기' },
  params: digitIdParams,
  validateSearch: previewSearch,
  component: () => (
    <PreviewRouteScreen route={Route} kind="notice" notice={(data) => <NoticeArticle {...data.notice} />} />
  ),
});
