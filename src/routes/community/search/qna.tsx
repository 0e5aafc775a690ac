import { createFileRoute, redirect } from '@tanstack/react-router';
import { CommunitySearchResultsScreen } from '../../../features/community/search/community-search-screens.tsx';
import { searchSchema, trimmedText } from '../../../platform/search-params.ts';

/** contract/rules/community-rules.ts COMMUNITY_LIMITS.searchKeywordMax, here so the rules stay out of the first load. */
const KEYWORD_MAX = 50;
const validateSearch = searchSchema({ keyword: trimmedText(KEYWORD_MAX) });

export const Route = createFileRoute('/community/search/qna')({
  staticData: { title: '묻고 답하기 검색 결과' },
  validateSearch,
  // Results need a keyword; without one the recent keywords are the place to type it.
  beforeLoad: ({ search }) => {
    if (search.keyword === undefined) throw redirect({ to: '/community/search/recent', replace: true });
  },
  component: QnaResults,
});

function QnaResults() {
  const { keyword } = Route.useSearch();
  return keyword === undefined ? null : <CommunitySearchResultsScreen tab="qna" keyword={keyword} />;
}
