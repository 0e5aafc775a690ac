import { createFileRoute } from '@tanstack/react-router';
import { digitIdParams } from '../../app/route-params.ts';
import { NoticeArticle } from '../../features/notice/components/notice-article.tsx';
import { PreviewScreen } from '../../features/preview/components/preview-screen.tsx';
import { anyString, searchSchema } from '../../platform/search-params.ts';

export const Route = createFileRoute('/admin-notice/$id')({
  staticData: { title: '공지사항 미리보기' },
  params: digitIdParams,
  // The token is checked by the server; here it is only carried. Any string passes through.
  validateSearch: searchSchema({ token: anyString }),
  component: Preview,
});

function Preview() {
  const { id } = Route.useParams();
  const { token } = Route.useSearch();
  return (
    <PreviewScreen
      kind="notice"
      id={id}
      token={token}
      notice={(data) => <NoticeArticle {...data.notice} />}
    />
  );
}
