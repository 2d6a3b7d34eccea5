import { LegalPage } from '../components/legal-page';

/** `/terms`: the terms of use in the interface language. */
export function TermsPage() {
  return <LegalPage page="terms" />;
}
