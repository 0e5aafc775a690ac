import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/community/my-page')({
  staticData: { title: '내 활동', requireAuth: true },
});
