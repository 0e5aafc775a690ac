import { createFileRoute } from '@tanstack/react-router';
import { MaintenanceScreen } from '../features/maintenance/components/maintenance-screen.tsx';

export const Route = createFileRoute('/maintenance')({
  staticData: { title: '서비스 점검 중', noBottomNavi: true, noTopScroll: true },
  codeSplitGroupings: [],
  // `?bypass=true` (staff) is handled by the root guard, features/maintenance/maintenance.ts.
  validateSearch: (search: Record<string, unknown>): { bypass?: 'true' } =>
    search.bypass === 'true' || search.bypass === true ? { bypass: 'true' } : {},
  component: MaintenanceScreen,
});
