import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { LegalPage } from '../components/legal-page';
import { TERMS_OF_USE } from '../content/terms';

/** `/terms`: the terms of use in the interface language. */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <LegalPage
      document={TERMS_OF_USE[currentLanguage()]}
      other={{ to: '/privacy', label: t('legal.privacy_link') }}
    />
  );
}
