import { ProductCard } from '../../../ui/product-card.tsx';
import { ShelfFrame, ShelfRow, ShelfSkeleton } from '../../../ui/shelf.tsx';
import { useHomeBest } from '../api/home-best.ts';
import { RankBadge } from './rank-badge.tsx';

/** 베스트 on the home: today's top products with their rank badges; 전체 보기 opens /best. */
export function BestShelf({ title }: { title: string }) {
  const query = useHomeBest();
  if (query.isPending) return <ShelfSkeleton label={title} />;
  if (!query.data || query.data.items.length === 0) return null;
  return (
    <ShelfFrame id="home-best-title" title={title} caption="오늘 가장 많이 찾은 상품" moreTo="/best">
      <ShelfRow label={`${title} 상품 목록`}>
        {query.data.items.map((item) => (
          <ProductCard
            key={item.product.productNo}
            product={item.product}
            badge={<RankBadge item={item} />}
          />
        ))}
      </ShelfRow>
    </ShelfFrame>
  );
}
