import { createFileRoute, redirect } from '@tanstack/react-router';
import { localStoresQueryOptions } from '../../features/local/api/get-local-stores.ts';
import { LocalStoresScreen } from '../../features/local/components/local-screens.tsx';

/** The contract's `localCodeSchema` (two digits); anything else is not a page of this app. */
const LOCAL_CODE = /^\d{2}$/;

export const Route = createFileRoute('/local/$code')({
  staticData: { title: '지역 상점' },
  params: {
    parse: ({ code }) => {
      if (!LOCAL_CODE.test(code)) throw redirect({ to: '/404', replace: true });
      return { code };
    },
    stringify: ({ code }) => ({ code }),
  },
  loader: ({ context: { queryClient }, params: { code } }) =>
    void queryClient.prefetchInfiniteQuery(localStoresQueryOptions(code)),
  component: LocalStores,
});

function LocalStores() {
  const { code } = Route.useParams();
  return <LocalStoresScreen localCode={code} />;
}
