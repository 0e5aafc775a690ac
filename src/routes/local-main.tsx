import { createFileRoute } from '@tanstack/react-router';
import { localRegionsQueryOptions } from '../features/local/api/get-local-regions.ts';
import { LocalMainScreen } from '../features/local/components/local-screens.tsx';

export const Route = createFileRoute('/local-main')({
  staticData: { title: '지역 특산물' },
  // Starts the request while the screen's code loads, without waiting: the screen shows skeletons.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(localRegionsQueryOptions()),
  component: LocalMainScreen,
});
