import { clientFallbackMessages } from '../../../../contract/errors.ts';
import { ApiRequestError } from '../../../api/http.ts';
import { HeartIcon } from '../../../ui/icons.tsx';
import { alert } from '../../feedback/feedback.ts';
import { type ProductLikeContext, useProductLiked, useToggleProductLike } from '../api/product-likes.ts';
import { useShopLike, useToggleShopLike } from '../api/shop-likes.ts';
import { useMemberGate } from '../hooks/use-member-gate.ts';
import styles from './like-buttons.module.css';

/** The alert takes HTML; the server's message is plain text and must stay text. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A refused like opens the alert dialog with the server's message (spec section 8: codes 91/92 name
 * the maximum; a logged-out tap answers 401 with its own message).
 */
function showLikeError(error: unknown): void {
  const message = error instanceof ApiRequestError ? error.message : clientFallbackMessages.temporary;
  void alert({ html: escapeHtml(message) });
}

interface ProductLikeButtonProps extends ProductLikeContext {
  productNo: number;
  productName: string;
}

export function ProductLikeButton({ productNo, productName, ...context }: ProductLikeButtonProps) {
  const gate = useMemberGate();
  const liked = useProductLiked(productNo, gate.membership !== 'guest').data === true;
  const toggle = useToggleProductLike(productNo, context);
  return (
    <button
      type="button"
      className={styles.productButton}
      aria-pressed={liked}
      aria-label={`${productName} 찜하기`}
      disabled={toggle.isPending}
      onClick={() => {
        if (gate.allow()) toggle.mutate(!liked, { onError: showLikeError });
      }}
    >
      <span className={styles.productIcon}>
        <HeartIcon />
      </span>
    </button>
  );
}

export function ShopLikeButton({ shopId, likeCount }: { shopId: number; likeCount: number }) {
  const gate = useMemberGate();
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
        if (gate.allow()) toggle.mutate(!liked, { onError: showLikeError });
      }}
    >
      <HeartIcon />
      <span>상점 찜</span>
      <span className={styles.count}>
        <span className="visually-hidden">찜 </span>
        {new Intl.NumberFormat('ko-KR').format(count)}
      </span>
    </button>
  );
}
