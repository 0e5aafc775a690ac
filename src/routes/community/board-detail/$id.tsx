import { createFileRoute } from '@tanstack/react-router';
import { digitIdParams } from '../../../app/route-params.ts';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export const Route = createFileRoute('/community/board-detail/$id')({
  staticData: { title: '게시글' },
  params: digitIdParams,
  codeSplitGroupings: [],
  component: ComingSoon,
});
