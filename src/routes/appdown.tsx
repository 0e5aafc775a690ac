import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/coming-soon.tsx';

export const Route = createFileRoute('/appdown')({
  staticData: { title: '앱 다운로드' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
