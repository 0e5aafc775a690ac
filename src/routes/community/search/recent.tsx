import { createFileRoute } from '@tanstack/react-router';
import { CommunityRecentSearchScreen } from '../../../features/community/search/community-search-screens.tsx';

export const Route = createFileRoute('/community/search/recent')({
  staticData: { title: '최근 검색어' },
  component: CommunityRecentSearchScreen,
});
