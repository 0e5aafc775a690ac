/** Offset paging shared by the browsing lists; `page` is 1-based as in the contract's pageInfo. */
export interface PageRequest {
  page: number;
  size: number;
}

export function pageWindow({ page, size }: PageRequest): { offset: number; limit: number } {
  return { offset: (page - 1) * size, limit: size };
}

export function pageInfo({ page, size }: PageRequest, totalCount: number) {
  return { page, size, totalCount, hasNext: page * size < totalCount };
}
