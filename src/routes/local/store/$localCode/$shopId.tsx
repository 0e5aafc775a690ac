import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { isDigitId } from '#src/app/route-params.ts';
import { useMemberGate } from '#src/app/use-member-gate.ts';
import { useProductLikeAction } from '#src/app/use-product-like-action.tsx';
import { ShopLikeButton } from '#src/features/likes/components/like-buttons.tsx';
import { LocalStoreScreen } from '#src/features/local/components/local-screens.tsx';
import { validateSortSearch } from '#src/ui/product-grid-search.ts';

const LOCAL_CODE = /^\d{2}$/;

export const Route = createFileRoute('/local/store/$localCode/$shopId')({
  staticData: { title: '상점' },
  params: {
    parse: ({ localCode, shopId }) => {
      if (!LOCAL_CODE.test(localCode) || !isDigitId(shopId)) throw redirect({ to: '/404', replace: true });
      return { localCode, shopId: Number(shopId) };
    },
    stringify: ({ localCode, shopId }) => ({ localCode, shopId: String(shopId) }),
  },
  validateSearch: validateSortSearch,
  search: { middlewares: [stripSearchParams(validateSortSearch.defaults)] },
  component: LocalStore,
});

function LocalStore() {
  const gate = useMemberGate();
  const { localCode, shopId } = Route.useParams();
  const { sort } = Route.useSearch();
  const navigate = Route.useNavigate();
  const productAction = useProductLikeAction({ prePageName: 'local_store' });
  return (
    <LocalStoreScreen
      localCode={localCode}
      shopId={shopId}
      sort={sort}
      onSortChange={(next) => void navigate({ search: { sort: next }, replace: true, resetScroll: false })}
      renderShopAction={(id, likeCount) => <ShopLikeButton gate={gate} shopId={id} likeCount={likeCount} />}
      renderProductAction={productAction}
    />
  );
}
