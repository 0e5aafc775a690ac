import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyPage } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export const myPageQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'mypage'] as const,
    queryFn: ({ signal }) => call(getMyPage, { signal }),
  });

export function useMyPage() {
  return useQuery(myPageQueryOptions());
}
