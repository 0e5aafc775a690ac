import { ShelfFrame, ShelfRow, ShelfSkeleton } from '../../../ui/shelf.tsx';
import { useHomeDeals } from '../api/get-home-deals.ts';
import { clockOffsetMs } from '../hooks/use-deal-clock.ts';
import { DealCard } from './deal-card.tsx';

/** As many as the other shelves show: the rest are a tap on 전체 보기 away. */
const SHELF_DEALS = 10;

/**
 * 오늘의 특가 on the home: the first page of today's deals (the query the home's loader started), in a
 * row; 전체 보기 opens the whole list with its sort chips (/deal). Empty or failed, it is not shown.
 */
export function DealsShelf({ title }: { title: string }) {
  const query = useHomeDeals('RECOMMEND');
  const first = query.data?.pages[0];
  if (query.isPending) return <ShelfSkeleton label={title} />;
  if (!first || first.deals.length === 0) return null;
  const offsetMs = clockOffsetMs(first.serverTime, query.dataUpdatedAt);
  return (
    <ShelfFrame
      id="home-deals-title"
      title={title}
      caption="기간 한정 딜, 놓치기 전에 담으세요"
      moreTo="/deal"
    >
      <ShelfRow label={`${title} 목록`}>
        {first.deals.slice(0, SHELF_DEALS).map((deal) => (
          <DealCard key={deal.dealId} deal={deal} offsetMs={offsetMs} />
        ))}
      </ShelfRow>
    </ShelfFrame>
  );
}
