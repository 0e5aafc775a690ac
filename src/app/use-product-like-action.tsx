import type { ReactNode } from 'react';
import type { ProductSummary } from '#contract/display.ts';
import type { ProductLikeContext } from '../features/likes/api/product-likes.ts';
import { ProductLikeButton } from '../features/likes/components/like-buttons.tsx';
import { AlertButton } from '../features/product-alerts/components/alert-button.tsx';
import { useMemberGate } from './use-member-gate.ts';

/**
 * A product list's `renderProductAction` for the screen a route shows: each card's like button behind
 * the route's member gate, with the like message fields that say where the like was made; a sold-out
 * product also gets the 재입고 알림 bell beside it (docs/product-alerts.md).
 */
export function useProductLikeAction(context: ProductLikeContext): (product: ProductSummary) => ReactNode {
  const gate = useMemberGate();
  return (product) => {
    const like = (
      <ProductLikeButton gate={gate} productNo={product.productNo} productName={product.name} {...context} />
    );
    if (!product.soldOut) return like;
    return (
      <div style={{ display: 'flex' }}>
        <AlertButton
          target={{ kind: 'restock', productNo: product.productNo }}
          name={product.name}
          gate={gate}
          compact
        />
        {like}
      </div>
    );
  };
}
