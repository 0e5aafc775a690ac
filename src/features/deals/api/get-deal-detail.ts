import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getDealDetail } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';
import { pageAgeMs, takePageData } from '../../../platform/page-data.ts';

export function fetchDealDetail(dealId: number, signal?: AbortSignal) {
  return call(getDealDetail, { params: { dealId: String(dealId) }, signal });
}

type DealDetailAnswer = Awaited<ReturnType<typeof fetchDealDetail>>;

/**
 * The deal's answer the server wrote into a deal page it served (a guest's answer: the deal has no
 * member fields), with its server time carried forward to now so the countdown's clock offset is the
 * same as after a request.
 */
function embeddedDealDetail(dealId: number): DealDetailAnswer | undefined {
  const answer = takePageData(getDealDetail.path.replace(':dealId', String(dealId))) as
    | DealDetailAnswer
    | undefined;
  if (answer?.deal?.dealId !== dealId || typeof answer.serverTime !== 'string') return undefined;
  const serverTime = Date.parse(answer.serverTime);
  if (!Number.isFinite(serverTime)) return undefined;
  return { ...answer, serverTime: new Date(serverTime + pageAgeMs()).toISOString() };
}

export const dealDetailQueryOptions = (dealId: number) =>
  queryOptions({
    queryKey: ['display', 'deal', dealId] as const,
    queryFn: ({ signal }) => {
      const embedded = embeddedDealDetail(dealId);
      return embedded ? Promise.resolve(embedded) : fetchDealDetail(dealId, signal);
    },
  });

/** The route loader has already ensured the data, so this never suspends on a normal visit. */
export function useDealDetail(dealId: number) {
  return useSuspenseQuery(dealDetailQueryOptions(dealId));
}
