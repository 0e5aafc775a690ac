import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/coming-soon.tsx';

export const Route = createFileRoute('/my-page/frequently-purchased')({
  staticData: { title: '자주 산 상품' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
