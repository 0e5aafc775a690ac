import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBanners } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export function fetchHomeBanners(signal?: AbortSignal) {
  return call(getBanners, { query: { position: 'home' }, signal });
}

export const homeBannersQueryOptions = () =>
  queryOptions({
    queryKey: ['display', 'banners', 'home'] as const,
    queryFn: ({ signal }) => fetchHomeBanners(signal),
  });

export function useHomeBanners() {
  return useQuery(homeBannersQueryOptions());
}
