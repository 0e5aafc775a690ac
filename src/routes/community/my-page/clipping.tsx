import { createFileRoute } from '@tanstack/react-router';
import { MyActivityScreen } from '../../../features/community/my-activity/my-activity-screen.tsx';

// requireAuth comes from the my-page layout; the list asks for its own pages (no loader).
export const Route = createFileRoute('/community/my-page/clipping')({
  staticData: { title: '스크랩' },
  component: MyClippings,
});

function MyClippings() {
  return <MyActivityScreen tab="clipping" />;
}
