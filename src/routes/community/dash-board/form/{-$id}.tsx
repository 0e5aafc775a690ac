import { createFileRoute } from '@tanstack/react-router';
import { optionalDigitIdParams } from '../../../../app/route-params.ts';
import { ComingSoon } from '../../../../ui/coming-soon.tsx';

export const Route = createFileRoute('/community/dash-board/form/{-$id}')({
  staticData: { title: '글쓰기', requireAuth: true },
  params: optionalDigitIdParams,
  codeSplitGroupings: [],
  component: ComingSoon,
});
