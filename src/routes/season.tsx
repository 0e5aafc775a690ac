import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useMemberGate } from '../app/use-member-gate.ts';
import { ProductLikeButton } from '../features/likes/components/like-buttons.tsx';
import { SeasonDelicacyScreen } from '../features/season/components/season-screens.tsx';
import { validateDelicacySearch } from '../features/season/search.ts';

export const Route = createFileRoute('/season')({
  staticData: { title: '제철 별미' },
  validateSearch: validateDelicacySearch,
  search: { middlewares: [stripSearchParams(validateDelicacySearch.defaults)] },
  component: Season,
});

function Season() {
  const gate = useMemberGate();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SeasonDelicacyScreen
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
      renderProductAction={(product) => (
        <ProductLikeButton
          gate={gate}
          productNo={product.productNo}
          productName={product.name}
          prePageName="season"
        />
      )}
    />
  );
}
