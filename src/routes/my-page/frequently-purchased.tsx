import { createFileRoute } from '@tanstack/react-router';
import { FrequentlyPurchasedScreen } from '../../features/frequently-purchased/components/frequently-purchased-screen.tsx';

// No loader: its lazy reference would cost the first screen of / bytes; the grid asks for the first
// page itself and shows its own skeleton and error.
export const Route = createFileRoute('/my-page/frequently-purchased')({
  staticData: { title: '자주 산 상품' },
  component: FrequentlyPurchasedScreen,
});
