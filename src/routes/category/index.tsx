import { createFileRoute } from '@tanstack/react-router';
import { categoryTreeQueryOptions } from '../../features/category/api/get-category-tree.ts';
import { CategoryMainScreen } from '../../features/category/components/category-main-screen.tsx';
import { validateCategoryMainSearch } from '../../features/category/search.ts';

export const Route = createFileRoute('/category/')({
  staticData: { title: '카테고리' },
  validateSearch: validateCategoryMainSearch,
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(categoryTreeQueryOptions()),
  component: CategoryMain,
});

function CategoryMain() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CategoryMainScreen
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true, resetScroll: false })}
    />
  );
}
