import { clientFallbackMessages } from '#contract/errors.ts';
import { ApiRequestError } from '../../../api/http.ts';
import { formatCount } from '../../../platform/format.ts';
import { HeartIcon } from '../../../ui/icons.tsx';
import type { MemberGate } from '../../../ui/member-gate.ts';
import { alert, textToHtml } from '../../../ui/overlays/feedback.ts';
import { type ProductLikeContext, useProductLiked, useToggleProductLike } from '../api/product-likes.ts';
import { useShopLike, useToggleShopLike } from '../api/shop-likes.ts';
import styles from './like-buttons.module.css';

/**
 * A refused like opens the alert dialog with the server's message (spec section 8: codes 91/92 name
 * the maximum; a logged-out tap answers 401 with its own message).
 */
function showLikeError(error: unknown): void {
  const message = error instanceof ApiRequestError ? error.message : clientFallbackMessages.temporary;
  void alert({ html: textToHtml(message) });
}

interface ProductLikeButtonProps extends ProductLikeContext {
  productNo: number;
  productName: string;
  /** The route's member gate (app/use-member-gate.ts): a guest is asked to sign in first. */
  gate: MemberGate;
}

export function ProductLikeButton({ productNo, productName, gate, ...context }: ProductLikeButtonProps) {
  const stored = useProductLiked(productNo, gate.membership !== 'guest').data === true;
  const toggle = useToggleProductLike(productNo, context);
  // The heart shows the tap at once, while the like is on its way; a refused like goes back to what
  // the server holds (docs/performance.md, "Interactions").
  const liked = toggle.isPending ? toggle.variables === true : stored;
  return (
    <button
      type="button"
      className={styles.productButton}
      aria-pressed={liked}
      aria-label={`${productName} 찜하기`}
      disabled={toggle.isPending}
      onClick={() => {
        if (gate.allow({ reason: '상품을 찜하려면 로그인해 주세요.' }))
          toggle.mutate(!liked, { onError: showLikeError });
      }}
    >
      <span className={styles.productIcon}>
        <HeartIcon />
      </span>
    </button>
  );
}

export function ShopLikeButton({
  shopId,
  likeCount,
  gate,
}: {
  shopId: number;
  likeCount: number;
  gate: MemberGate;
}) {
  const status = useShopLike(shopId, gate.membership !== 'guest');
  const toggle = useToggleShopLike(shopId);
  const liked = status.data?.isLiked === true;
  const count = status.data?.likeCount ?? likeCount;
  return (
    <button
      type="button"
      className={styles.shopButton}
      aria-pressed={liked}
      disabled={toggle.isPending}
      onClick={() => {
        if (gate.allow({ reason: '상점을 찜하려면 로그인해 주세요.' }))
          toggle.mutate(!liked, { onError: showLikeError });
      }}
    >
      <HeartIcon />
      <span>상점 찜</span>
      <span className={styles.count}>
        <span className="visually-hidden">찜 </span>
        {formatCount(count)}
      </span>
    </button>
  );
}
