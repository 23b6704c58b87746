import { CapabilityList, ConnectionDetails } from '../components/capability-list.tsx';
import { LegalPage } from './legal-page.tsx';

export default function TermsPage() {
  return (
    <LegalPage
      namespace="terms"
      extras={{
        service: <CapabilityList status="available" variant="plain" testId="terms-service" />,
        integrations: <ConnectionDetails className="mt-4 leading-relaxed text-muted" />,
      }}
    />
  );
}
