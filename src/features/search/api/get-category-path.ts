import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCategoryTree } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/**
 * The names from the top category down to the selected one: the search's category facets are one
 * level below the selection, so the selection itself (and its parents) are named from here.
 */
export const categoryPathQueryOptions = (categoryCode: string) =>
  queryOptions({
    queryKey: ['display', 'category-tree', categoryCode] as const,
    queryFn: ({ signal }) => call(getCategoryTree, { query: { categoryCode }, signal }),
    select: (data) => data.path.map(({ code, name }) => ({ code, name })),
  });

export function useCategoryPath(categoryCode: string | undefined) {
  return useQuery({ ...categoryPathQueryOptions(categoryCode ?? ''), enabled: categoryCode !== undefined });
}
