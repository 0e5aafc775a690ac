import { createFileRoute } from '@tanstack/react-router';
import { MyActivityScreen } from '../../../features/community/my-activity/my-activity-screen.tsx';

// requireAuth comes from the my-page layout; the list asks for its own pages (no loader).
export const Route = createFileRoute('/community/my-page/post')({
  staticData: { title: '내가 쓴 글' },
  component: MyPosts,
});

function MyPosts() {
  return <MyActivityScreen tab="post" />;
}
