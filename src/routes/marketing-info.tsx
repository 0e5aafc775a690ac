import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage } from '../features/terms/components/policy-page.tsx';
import { marketingConsent } from '../features/terms/policies/marketing-consent.tsx';
import { anyString, searchSchema } from '../platform/search-params.ts';

export const Route = createFileRoute('/marketing-info')({
  staticData: { title: '마케팅 정보 수신 동의' },
  // An effective date (YYYY-MM-DD); the page shows the version in force for anything it does not list.
  validateSearch: searchSchema({ version: anyString }),
  component: Policy,
});

function Policy() {
  const { version } = Route.useSearch();
  return <PolicyPage path="/marketing-info" document={marketingConsent} version={version} />;
}
