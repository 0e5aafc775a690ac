import { createFileRoute } from '@tanstack/react-router';
import { MaintenanceScreen } from '../features/maintenance/components/maintenance-screen.tsx';
import { validateMaintenanceSearch } from '../features/maintenance/maintenance-guard.ts';

export const Route = createFileRoute('/maintenance')({
  staticData: { title: '서비스 점검 중', noBottomNavi: true, noTopScroll: true },
  // `?bypass=true` (staff) is handled by the root guard, with the same validator.
  validateSearch: validateMaintenanceSearch,
  component: MaintenanceScreen,
});
