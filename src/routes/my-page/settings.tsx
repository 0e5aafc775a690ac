import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/coming-soon.tsx';

export const Route = createFileRoute('/my-page/settings')({
  staticData: { title: '설정' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
