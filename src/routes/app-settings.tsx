import { createFileRoute } from '@tanstack/react-router';
import { DeviceSettingsScreen } from '../features/account/components/device-settings-screen.tsx';

/** Inside the app: the device's push and ad consent (GET /api/v1/app/settings), for a guest too. */
export const Route = createFileRoute('/app-settings')({
  staticData: { title: '알림 설정' },
  component: DeviceSettingsScreen,
});
