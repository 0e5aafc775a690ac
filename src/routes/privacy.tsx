import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage } from '../features/terms/components/policy-page.tsx';
import { privacyPolicy } from '../features/terms/policies/privacy-policy.tsx';
import { anyString, searchSchema } from '../platform/search-params.ts';

export const Route = createFileRoute('/privacy')({
  staticData: { title: '개인정보 처리방침' },
  // An effective date (YYYY-MM-DD); the page shows the version in force for anything it does not list.
  validateSearch: searchSchema({ version: anyString }),
  component: Policy,
});

function Policy() {
  const { version } = Route.useSearch();
  return <PolicyPage path="/privacy" document={privacyPolicy} version={version} />;
}
