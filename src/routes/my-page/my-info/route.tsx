import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/my-page/my-info')({
  staticData: { title: '내 정보' },
});
