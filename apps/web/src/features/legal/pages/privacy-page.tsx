import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { LegalPage } from '../components/legal-page';
import { PRIVACY_POLICY } from '../content/privacy';

/** `/privacy`: the privacy policy in the interface language. */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <LegalPage
      document={PRIVACY_POLICY[currentLanguage()]}
      other={{ to: '/terms', label: t('legal.terms_link') }}
    />
  );
}
