/**
 * The community's query keys in one place, so a write (a post, a reply, a like) can invalidate exactly
 * the lists and details it changes. Everything starts with 'community' so a sign-in or sign-out can
 * drop the member-specific flags (isLiked, isMine) of every community query at once.
 */
export const communityKeys = {
  all: ['community'] as const,
  lists: () => [...communityKeys.all, 'list'] as const,
  /** One infinite list: popular, dashboard (by date), qna, survey, search, my activity. */
  list: (name: string, filters: Record<string, string | undefined> = {}) =>
    [...communityKeys.lists(), name, filters] as const,
  posts: () => [...communityKeys.all, 'post'] as const,
  post: (postId: number) => [...communityKeys.posts(), postId] as const,
  replies: (postId: number) => [...communityKeys.all, 'replies', postId] as const,
  activity: () => [...communityKeys.all, 'activity'] as const,
  /** The post form's product picker: the catalogue search's first page for a keyword. */
  productPick: (keyword: string) => [...communityKeys.all, 'product-pick', keyword] as const,
};

/**
 * Every key the factory makes, for app/query-client.ts's AppQueryKey (a type: it costs no chunk
 * anything, and the first screen never imports this module's values).
 */
export type CommunityQueryKey =
  | typeof communityKeys.all
  | ReturnType<Exclude<(typeof communityKeys)[keyof typeof communityKeys], readonly unknown[]>>;
