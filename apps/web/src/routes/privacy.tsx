import { ConnectionDetails } from '../components/capability-list.tsx';
import { LegalPage } from './legal-page.tsx';

export default function PrivacyPage() {
  return (
    <LegalPage
      namespace="privacy"
      extras={{ 'data-collection': <ConnectionDetails className="mt-4 leading-relaxed text-muted" /> }}
    />
  );
}
