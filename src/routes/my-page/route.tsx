import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/my-page')({
  staticData: { title: '마이페이지', requireAuth: true },
});
