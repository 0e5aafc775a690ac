import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkProductLikes, likeProduct } from '../../../api/contract.gen.ts';
import { call } from '../../../api/http.ts';
import { setRecentProductLike } from '../../../platform/recent-store.ts';

/** The check call takes at most 100 product numbers (contract `productNoList`). */
const CHECK_BATCH_MAX = 100;

interface Waiter {
  productNo: number;
  resolve: (liked: boolean) => void;
  reject: (error: unknown) => void;
}

let pending: Waiter[] = [];
let scheduled = false;

/**
 * Every card asks for its own like flag; the asks of one render are gathered into one request per 100
 * products, so a page of 20 cards costs one call instead of twenty.
 */
function isProductLiked(productNo: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    pending.push({ productNo, resolve, reject });
    if (scheduled) return;
    scheduled = true;
    setTimeout(flush, 0);
  });
}

function flush() {
  const waiters = pending;
  pending = [];
  scheduled = false;
  for (let start = 0; start < waiters.length; start += CHECK_BATCH_MAX) {
    const batch = waiters.slice(start, start + CHECK_BATCH_MAX);
    const productNos = [...new Set(batch.map((waiter) => waiter.productNo))].join(',');
    call(checkProductLikes, { query: { productNos } }).then(
      ({ likedProductNos }) => {
        const liked = new Set(likedProductNos);
        for (const waiter of batch) waiter.resolve(liked.has(waiter.productNo));
      },
      (error: unknown) => {
        for (const waiter of batch) waiter.reject(error);
      },
    );
  }
}

export const productLikeQueryOptions = (productNo: number) =>
  queryOptions({
    queryKey: ['user', 'like', 'product', productNo] as const,
    queryFn: () => isProductLiked(productNo),
    // A failed check (e.g. a token the server no longer takes) shows "not liked"; no retry.
    retry: false,
    // Likes change here and in the app: the cache (persisted across reloads) paints first, then asks again.
    staleTime: 0,
  });

/** `enabled` false for a guest: nothing is liked, and no call is made that can only answer 401. */
export function useProductLiked(productNo: number, enabled = true) {
  return useQuery({ ...productLikeQueryOptions(productNo), enabled });
}

export interface ProductLikeContext {
  /** Where the like was made (the app's like message fields, spec section 3). */
  prePageName?: string;
  preListComponent?: string;
  categoryId?: string;
}

export function useToggleProductLike(productNo: number, context: ProductLikeContext) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (likeMode: boolean) => call(likeProduct, { body: { productNo, likeMode, ...context } }),
    onSuccess: async (result) => {
      const { queryKey } = productLikeQueryOptions(productNo);
      // A like check still out (the page's first one) may have read the flag before this like: its
      // answer is older than this one and would undo the heart, so it is dropped.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, result.isLiked);
      // The recently viewed list shows its own heart from local storage, not from this query.
      setRecentProductLike(productNo, result.isLiked);
    },
  });
}
