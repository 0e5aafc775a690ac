import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCategoryTree } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export const categoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['display', 'category', 'tree'] as const,
    queryFn: ({ signal }) => call(getCategoryTree, { signal }),
  });

export function useCategoryTree() {
  return useQuery(categoryTreeQueryOptions());
}
