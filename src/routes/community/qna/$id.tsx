import { createFileRoute } from '@tanstack/react-router';
import { digitIdParams } from '../../../app/route-params.ts';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export const Route = createFileRoute('/community/qna/$id')({
  staticData: { title: '질문' },
  params: digitIdParams,
  codeSplitGroupings: [],
  component: ComingSoon,
});
