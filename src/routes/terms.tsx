import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage } from '../features/terms/components/policy-page.tsx';
import { termsOfService } from '../features/terms/policies/terms-of-service.tsx';
import { anyString, searchSchema } from '../platform/search-params.ts';

export const Route = createFileRoute('/terms')({
  staticData: { title: '서비스 이용약관' },
  // An effective date (YYYY-MM-DD); the page shows the version in force for anything it does not list.
  validateSearch: searchSchema({ version: anyString }),
  component: Policy,
});

function Policy() {
  const { version } = Route.useSearch();
  return <PolicyPage path="/terms" document={termsOfService} version={version} />;
}
