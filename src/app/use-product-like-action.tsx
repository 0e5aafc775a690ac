import type { ReactNode } from 'react';
import type { ProductSummary } from '#contract/display.ts';
import type { ProductLikeContext } from '../features/likes/api/product-likes.ts';
import { ProductLikeButton } from '../features/likes/components/like-buttons.tsx';
import { useMemberGate } from './use-member-gate.ts';

/**
 * A product list's `renderProductAction` for the screen a route shows: each card's like button behind
 * the route's member gate, with the like message fields that say where the like was made.
 */
export function useProductLikeAction(context: ProductLikeContext): (product: ProductSummary) => ReactNode {
  const gate = useMemberGate();
  return (product) => (
    <ProductLikeButton gate={gate} productNo={product.productNo} productName={product.name} {...context} />
  );
}
