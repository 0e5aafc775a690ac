import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAutoExchange, updateAutoExchange } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export const autoExchangeQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'point', 'exchange', 'auto'] as const,
    queryFn: ({ signal }) => call(getAutoExchange, { signal }),
  });

/** The switch shows its own loading and error state under the picker. */
export function useAutoExchange() {
  return useQuery(autoExchangeQueryOptions());
}

/** Turns the monthly exchange on (every exchangeable star, `stars: null`) or off. */
export function useSetAutoExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => call(updateAutoExchange, { body: { enabled, stars: null } }),
    onSuccess: (setting) => queryClient.setQueryData(autoExchangeQueryOptions().queryKey, setting),
  });
}
