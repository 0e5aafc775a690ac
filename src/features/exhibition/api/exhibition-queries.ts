import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { PAGE_SIZE } from '#contract/constants.ts';
import type { SearchSortCode } from '#contract/display.ts';
import {
  applyEvent,
  getCustomEvent,
  getEventApplyStatus,
  getPeriodDetail,
} from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export const periodDetailQueryOptions = (periodId: number, sort: SearchSortCode) =>
  infiniteQueryOptions({
    queryKey: ['display', 'period', periodId, sort] as const,
    queryFn: ({ pageParam, signal }) =>
      call(getPeriodDetail, {
        query: { periodId: String(periodId), sort, page: pageParam, size: PAGE_SIZE.default },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageInfo.hasNext ? last.pageInfo.page + 1 : undefined),
  });

export function usePeriodDetail(periodId: number, sort: SearchSortCode) {
  return useInfiniteQuery(periodDetailQueryOptions(periodId, sort));
}

export const customEventQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: ['display', 'event', eventId] as const,
    queryFn: ({ signal }) => call(getCustomEvent, { query: { eventId: String(eventId) }, signal }),
  });

export function useCustomEvent(eventId: number) {
  return useQuery(customEventQueryOptions(eventId));
}

export const eventApplyStatusQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: ['display', 'event', eventId, 'apply'] as const,
    queryFn: ({ signal }) => call(getEventApplyStatus, { query: { eventId: String(eventId) }, signal }),
    retry: false,
    // The member's own fact, changed by this page: the cache (persisted across reloads) may paint it
    // first, but it is always asked again.
    staleTime: 0,
  });

export function useEventApplyStatus(eventId: number, enabled = true) {
  return useQuery({ ...eventApplyStatusQueryOptions(eventId), enabled });
}

export function useApplyEvent(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(applyEvent, { body: { eventId } }),
    // A status read still under way would bring back "not applied" after the apply: it is cancelled.
    onMutate: () => queryClient.cancelQueries({ queryKey: eventApplyStatusQueryOptions(eventId).queryKey }),
    onSuccess: (result) => {
      queryClient.setQueryData(eventApplyStatusQueryOptions(eventId).queryKey, {
        eventId,
        applied: true,
        appliedAt: result.appliedAt,
      });
      void queryClient.invalidateQueries({
        queryKey: customEventQueryOptions(eventId).queryKey,
        exact: true,
      });
    },
  });
}
