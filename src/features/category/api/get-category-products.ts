import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '#contract/constants.ts';
import type { DiscountRateCode, SearchSortCode } from '#contract/display.ts';
import { getCategoryProducts } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export interface CategoryProductFilters {
  categoryCode: string;
  sort: SearchSortCode;
  discountRate: DiscountRateCode;
  minPrice: number | undefined;
  maxPrice: number | undefined;
}

export const categoryProductsQueryOptions = (filters: CategoryProductFilters) =>
  infiniteQueryOptions({
    queryKey: ['display', 'category', 'products', filters] as const,
    queryFn: ({ pageParam, signal }) =>
      call(getCategoryProducts, {
        query: {
          categoryCode: filters.categoryCode,
          sort: filters.sort,
          discountRate: filters.discountRate,
          minPrice: filters.minPrice,
          maxPrice: filters.maxPrice,
          page: pageParam,
          size: PAGE_SIZE.default,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageInfo.hasNext ? last.pageInfo.page + 1 : undefined),
  });

export function useCategoryProducts(filters: CategoryProductFilters) {
  return useInfiniteQuery(categoryProductsQueryOptions(filters));
}
