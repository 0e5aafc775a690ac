import { createFileRoute } from '@tanstack/react-router';
import { profileQueryOptions } from '#src/features/account/api/profile.ts';
import { MyInfoScreen, MyInfoSkeleton } from '#src/features/account/components/my-info-screen.tsx';

export const Route = createFileRoute('/my-page/my-info/main')({
  staticData: { title: '내 정보' },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(profileQueryOptions()),
  pendingMs: 200,
  pendingComponent: MyInfoSkeleton,
  component: MyInfoScreen,
});
