import { createFileRoute } from '@tanstack/react-router';
import { digitIdParams } from '../../app/route-params.ts';
import { ComingSoon } from '../../ui/coming-soon.tsx';

export const Route = createFileRoute('/notice/$id')({
  staticData: { title: '공지사항' },
  params: digitIdParams,
  codeSplitGroupings: [],
  component: ComingSoon,
});
