import { ProductCard } from '../../../ui/product-card.tsx';
import { ShelfFrame, ShelfRow, ShelfSkeleton } from '../../../ui/shelf.tsx';
import { useHomeSeason } from '../api/home-season.ts';

/** 제철 on the home: this month's seasonal food; 전체 보기 opens /season. */
export function SeasonShelf({ title }: { title: string }) {
  const query = useHomeSeason();
  if (query.isPending) return <ShelfSkeleton label={title} />;
  if (!query.data || query.data.products.length === 0) return null;
  return (
    <ShelfFrame id="home-season-title" title={title} caption={query.data.title} moreTo="/season">
      <ShelfRow label={`${title} 상품 목록`}>
        {query.data.products.map((product) => (
          <ProductCard key={product.productNo} product={product} />
        ))}
      </ShelfRow>
    </ShelfFrame>
  );
}
