import { queryOptions, useQuery } from '@tanstack/react-query';
import { getShortLink } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export const shortLinkQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['display', 'shortlink', code] as const,
    queryFn: ({ signal }) => call(getShortLink, { query: { code }, signal }),
    retry: false,
  });

export function useShortLink(code: string) {
  return useQuery(shortLinkQueryOptions(code));
}
