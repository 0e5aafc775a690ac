import type { QueryClient } from '@tanstack/react-query';
import { likeProduct } from '../../api/contract.gen.ts';
import { ApiRequestError, call } from '../../api/http.ts';
import { productLikeQueryOptions } from '../../features/likes/api/product-likes.ts';
import { hasStoredToken } from '../../features/session/tokens/tokens.ts';
import { setRecentProductLike } from '../../platform/recent-store.ts';
import { type AppProductLike, localStore } from '../../platform/storage.ts';
import { alert, textToHtml } from '../../ui/overlays/feedback.ts';

/**
 * The native app's appProductLike message (spec sections 2 and 3): a like made in the app's own
 * screens reaches the server's like (PUT /api/v1/user/like/product) for a signed-in member. Without
 * a member, or when the server does not know the token, the message waits under the spec's
 * local-storage key `appProductLike` and is sent once the member has signed in (a newer message
 * replaces it). The app names the direction in words: like/unlike, Y/N, true/false, on/off.
 */

const LIKE_WORDS: Record<string, boolean> = {
  like: true,
  y: true,
  true: true,
  on: true,
  '1': true,
  unlike: false,
  dislike: false,
  cancel: false,
  n: false,
  false: false,
  off: false,
  '0': false,
};

/** true to like, false to remove the like; undefined for a word that names neither. */
export function likeModeOf(raw: string): boolean | undefined {
  return LIKE_WORDS[raw.trim().toLowerCase()];
}

const text = (value: string | number | undefined, max: number) => {
  if (value === undefined) return undefined;
  const result = String(value).trim();
  return result.length > 0 && result.length <= max ? result : undefined;
};

/** The contract's body for the message, or undefined when it cannot be one (then it is dropped). */
export function likeBodyOf(message: AppProductLike) {
  const likeMode = likeModeOf(message.likeMode);
  if (likeMode === undefined || !Number.isSafeInteger(message.productNo) || message.productNo < 1)
    return undefined;
  const prePageName = text(message.pre_page_name, 100);
  const preListComponent = text(message.pre_list_component, 100);
  const categoryId = text(message.category_id, 20);
  return {
    productNo: message.productNo,
    likeMode,
    ...(prePageName ? { prePageName } : {}),
    ...(preListComponent ? { preListComponent } : {}),
    ...(categoryId ? { categoryId } : {}),
  };
}

/** 401 (no member, token not known): the like waits for a sign-in. */
const waitsForMember = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

async function send(
  queryClient: QueryClient,
  message: AppProductLike,
): Promise<'sent' | 'pending' | 'dropped'> {
  const body = likeBodyOf(message);
  if (!body) {
    console.warn('[bridge] appProductLike를 이해할 수 없어 무시합니다.', message);
    return 'dropped';
  }
  if (!hasStoredToken()) {
    localStore.set('appProductLike', message);
    return 'pending';
  }
  try {
    const result = await call(likeProduct, { body });
    queryClient.setQueryData(productLikeQueryOptions(body.productNo).queryKey, result.isLiked);
    setRecentProductLike(body.productNo, result.isLiked);
    return 'sent';
  } catch (error) {
    if (waitsForMember(error)) {
      localStore.set('appProductLike', message);
      return 'pending';
    }
    // Spec section 8: the maximum (91) and other refusals show the server's message.
    if (error instanceof ApiRequestError) void alert({ html: textToHtml(error.message) });
    return 'dropped';
  }
}

export async function likeFromApp(queryClient: QueryClient, message: AppProductLike) {
  const outcome = await send(queryClient, message);
  // A like the app sends now replaces one still waiting.
  if (outcome !== 'pending') localStore.remove('appProductLike');
  return outcome;
}

/** After a sign-in: the like that waited goes to the server (once). */
export async function sendPendingAppLike(queryClient: QueryClient) {
  const pending = localStore.get('appProductLike');
  if (!pending || !hasStoredToken()) return undefined;
  localStore.remove('appProductLike');
  return likeFromApp(queryClient, pending);
}
