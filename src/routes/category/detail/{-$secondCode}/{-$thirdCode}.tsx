import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { useProductLikeAction } from '#src/app/use-product-like-action.tsx';
import { CategoryDetailScreen } from '#src/features/category/components/category-detail-screen.tsx';
import { isCategoryCode, validateCategoryDetailSearch } from '#src/features/category/search.ts';

export const Route = createFileRoute('/category/detail/{-$secondCode}/{-$thirdCode}')({
  staticData: { title: '카테고리 상품' },
  params: {
    parse: ({ secondCode, thirdCode }) => {
      // Without a category there is nothing to list: the category main is the way in.
      if (secondCode === undefined || secondCode === '') throw redirect({ to: '/category', replace: true });
      const third = thirdCode === '' ? undefined : thirdCode;
      if (!isCategoryCode(secondCode) || (third !== undefined && !isCategoryCode(third)))
        throw redirect({ to: '/404', replace: true });
      return { secondCode, thirdCode: third };
    },
    stringify: ({ secondCode, thirdCode }) => ({ secondCode, thirdCode }),
  },
  validateSearch: validateCategoryDetailSearch,
  search: { middlewares: [stripSearchParams(validateCategoryDetailSearch.defaults)] },
  component: CategoryDetail,
});

function CategoryDetail() {
  const { secondCode, thirdCode } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const productAction = useProductLikeAction({
    prePageName: 'category_detail',
    categoryId: thirdCode ?? secondCode,
  });
  return (
    <CategoryDetailScreen
      secondCode={secondCode ?? ''}
      thirdCode={thirdCode}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
      renderProductAction={productAction}
    />
  );
}
