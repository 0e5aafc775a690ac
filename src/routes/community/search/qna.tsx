import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../ui/coming-soon.tsx';

export const Route = createFileRoute('/community/search/qna')({
  staticData: { title: '묻고 답하기 검색 결과' },
  codeSplitGroupings: [],
  component: ComingSoon,
});
