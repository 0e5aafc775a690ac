import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkShopLike, likeShop } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';

export const shopLikeQueryOptions = (shopId: number) =>
  queryOptions({
    queryKey: ['user', 'like', 'shop', shopId] as const,
    queryFn: ({ signal }) => call(checkShopLike, { query: { shopId: String(shopId) }, signal }),
    // A failed check (e.g. a token the server no longer takes) shows "not liked"; no retry.
    retry: false,
    // Likes change here and in the app: the cache (persisted across reloads) paints first, then asks again.
    staleTime: 0,
  });

/** `enabled` false for a guest: not liked, and no call is made that can only answer 401. */
export function useShopLike(shopId: number, enabled = true) {
  return useQuery({ ...shopLikeQueryOptions(shopId), enabled });
}

export function useToggleShopLike(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isLike: boolean) => call(likeShop, { body: { shopId, isLike } }),
    onSuccess: async (result) => {
      const { queryKey } = shopLikeQueryOptions(shopId);
      // A like check still out may have read the flag before this like: its older answer is dropped.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, {
        shopId,
        isLiked: result.isLiked,
        likeCount: result.likeCount,
      });
      // The home's 상점 shelf lists the member's liked stores.
      void queryClient.invalidateQueries({ queryKey: ['user', 'home-shop'] });
    },
  });
}
