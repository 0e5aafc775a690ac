import { createFileRoute } from '@tanstack/react-router';
import { optionalDigitIdParams } from '#src/app/route-params.ts';
import { ComingSoon } from '#src/ui/coming-soon.tsx';

export const Route = createFileRoute('/community/qna/form/{-$id}')({
  staticData: { title: '질문하기', requireAuth: true },
  params: optionalDigitIdParams,
  codeSplitGroupings: [],
  component: ComingSoon,
});
