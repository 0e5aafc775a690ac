import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/community/main')({
  staticData: { title: '커뮤니티' },
});
