import { LegalPage } from './legal-page.tsx';

export default function TermsPage() {
  return <LegalPage namespace="terms" />;
}
