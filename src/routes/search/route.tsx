import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SearchLayout } from '../../features/search/components/search-layout.tsx';

export const Route = createFileRoute('/search')({
  staticData: { title: '검색' },
  component: SearchFrame,
});

function SearchFrame() {
  return (
    <SearchLayout>
      <Outlet />
    </SearchLayout>
  );
}
