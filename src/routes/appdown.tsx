import { createFileRoute } from '@tanstack/react-router';
import { AppDownloadScreen } from '../features/install-popup/components/app-download-screen.tsx';

export const Route = createFileRoute('/appdown')({
  staticData: { title: '앱 다운로드' },
  component: AppDownloadScreen,
});
