import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '#contract/constants.ts';
import type { SearchSortCode } from '#contract/display.ts';
import { searchProducts } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export interface ProductSearch {
  keyword: string;
  categoryCode?: string;
  minPrice?: number;
  maxPrice?: number;
  sort: SearchSortCode;
  /** `1`: the keyword as typed, never a corrected reading. */
  literal?: '1';
}

export function fetchSearchProducts(search: ProductSearch, page: number, signal?: AbortSignal) {
  return call(searchProducts, { query: { ...search, page, size: PAGE_SIZE.default }, signal });
}

export const searchProductsQueryOptions = (search: ProductSearch) =>
  infiniteQueryOptions({
    queryKey: ['search', 'products', search] as const,
    queryFn: ({ pageParam, signal }) => fetchSearchProducts(search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageInfo.hasNext ? last.pageInfo.page + 1 : undefined),
  });

export function useSearchProducts(search: ProductSearch) {
  return useInfiniteQuery(searchProductsQueryOptions(search));
}
