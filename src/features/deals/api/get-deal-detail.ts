import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getDealDetail } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export function fetchDealDetail(dealId: number, signal?: AbortSignal) {
  return call(getDealDetail, { params: { dealId: String(dealId) }, signal });
}

export const dealDetailQueryOptions = (dealId: number) =>
  queryOptions({
    queryKey: ['display', 'deal', dealId] as const,
    queryFn: ({ signal }) => fetchDealDetail(dealId, signal),
  });

/** The route loader has already ensured the data, so this never suspends on a normal visit. */
export function useDealDetail(dealId: number) {
  return useSuspenseQuery(dealDetailQueryOptions(dealId));
}
