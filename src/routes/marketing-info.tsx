import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage } from '../features/terms/components/policy-page.tsx';
import { marketingConsent } from '../features/terms/policies/marketing-consent.tsx';
import { matching, searchSchema } from '../platform/search-params.ts';

export const Route = createFileRoute('/marketing-info')({
  staticData: { title: '마케팅 정보 수신 동의' },
  // An effective date (YYYY-MM-DD); anything else shows the version in force.
  validateSearch: searchSchema({ version: matching(/^\d{4}-\d{2}-\d{2}$/) }),
  component: Policy,
});

function Policy() {
  const { version } = Route.useSearch();
  return <PolicyPage path="/marketing-info" document={marketingConsent} version={version} />;
}
