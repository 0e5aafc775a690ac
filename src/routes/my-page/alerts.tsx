import { createFileRoute } from '@tanstack/react-router';
import { ProductAlertsScreen } from '../../features/product-alerts/components/product-alerts-screen.tsx';

// No loader: the list asks for itself and shows its own skeleton and error. Members only: /my-page's
// requireAuth guards every route under it (a guest is sent to sign in and back).
export const Route = createFileRoute('/my-page/alerts')({
  staticData: { title: '재입고·오픈 알림' },
  component: ProductAlertsScreen,
});
