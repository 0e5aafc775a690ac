import { createFileRoute } from '@tanstack/react-router';
import { optionalDigitIdParams } from '#src/app/route-params.ts';
import { ComingSoon } from '#src/ui/coming-soon.tsx';

export const Route = createFileRoute('/community/dash-board/form/{-$id}')({
  staticData: { title: '글쓰기', requireAuth: true },
  params: optionalDigitIdParams,
  codeSplitGroupings: [],
  component: ComingSoon,
});
