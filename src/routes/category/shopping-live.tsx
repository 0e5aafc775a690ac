import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/coming-soon.tsx';

export const Route = createFileRoute('/category/shopping-live')({
  staticData: { title: '쇼핑 라이브' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
