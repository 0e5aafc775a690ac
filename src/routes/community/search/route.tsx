import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/community/search')({
  staticData: { title: '커뮤니티 검색' },
});
