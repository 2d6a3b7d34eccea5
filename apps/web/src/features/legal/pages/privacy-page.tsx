import { LegalPage } from '../components/legal-page';

/** `/privacy`: the privacy policy in the interface language. */
export function PrivacyPage() {
  return <LegalPage page="privacy" />;
}
