import { LegalPage } from './legal-page.tsx';

export default function PrivacyPage() {
  return <LegalPage namespace="privacy" />;
}
