/**
 * The `cursor` query of an infinite list's page, from its page param: the server's opaque `nextCursor`,
 * or undefined (no `cursor` in the URL: the first page) for anything else. A page param restored from
 * a persisted cache as null or '' must never go out as `cursor=` or `cursor=null`.
 */
export const cursorParam = (pageParam: unknown): string | undefined =>
  typeof pageParam === 'string' && pageParam !== '' ? pageParam : undefined;

/** `getNextPageParam` of a cursor list: the next page's cursor, or undefined at the end. */
export const nextCursorParam = (page: { nextCursor: string | null }): string | undefined =>
  cursorParam(page.nextCursor);
