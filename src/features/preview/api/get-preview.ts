import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PreviewKind } from '#contract/preview.ts';
import { getPreview } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

/**
 * Unpublished content behind a short-lived token: dropped from the cache as soon as the screen closes
 * (gcTime 0) and asked again on every visit, as the server answers `Cache-Control: no-store`; a
 * refusal is final, so no retry.
 */
export const previewQueryOptions = (kind: PreviewKind, id: number, token: string | undefined) =>
  queryOptions({
    queryKey: ['display', 'preview', kind, id, token ?? ''] as const,
    queryFn: ({ signal }) => call(getPreview, { params: { kind, id: String(id) }, query: { token }, signal }),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });

export function usePreview(kind: PreviewKind, id: number, token: string | undefined) {
  return useQuery(previewQueryOptions(kind, id, token));
}
