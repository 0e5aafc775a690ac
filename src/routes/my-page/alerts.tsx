import { createFileRoute } from '@tanstack/react-router';
import { ProductAlertsScreen } from '../../features/product-alerts/components/product-alerts-screen.tsx';

// No loader: the list asks for itself and shows its own skeleton and error. A guest is sent to sign
// in by /my-page's guard (requireAuth).
export const Route = createFileRoute('/my-page/alerts')({
  staticData: { title: '재입고·오픈 알림', requireAuth: true },
  component: ProductAlertsScreen,
});
