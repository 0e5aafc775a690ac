import { createFileRoute } from '@tanstack/react-router';
import { periodListQueryOptions } from '../../features/exhibition/api/period-list.ts';
import { PeriodListScreen } from '../../features/exhibition/components/period-list.tsx';

/** `/period`: the running planned exhibitions (the home's 기획전 shelf leads here with 전체 보기). */
export const Route = createFileRoute('/period/')({
  staticData: { title: '기획전' },
  loader: ({ context: { queryClient } }) => void queryClient.prefetchInfiniteQuery(periodListQueryOptions()),
  component: PeriodListScreen,
});
