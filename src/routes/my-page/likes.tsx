import { createFileRoute } from '@tanstack/react-router';
import { useProductLikeAction } from '../../app/use-product-like-action.tsx';
import { LikedProductsScreen } from '../../features/likes/components/liked-products-screen.tsx';

// No loader: its lazy reference would cost the first screen of / bytes; the grid asks for the first
// page itself and shows its own skeleton and error. A guest is sent to sign in by /my-page's guard.
export const Route = createFileRoute('/my-page/likes')({
  staticData: { title: '찜한 상품' },
  component: LikedProducts,
});

function LikedProducts() {
  const productAction = useProductLikeAction({ prePageName: 'my_page_likes' });
  return <LikedProductsScreen renderProductAction={productAction} />;
}
