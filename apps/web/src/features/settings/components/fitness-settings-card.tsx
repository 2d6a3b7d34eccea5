import { useTranslation } from '../../../lib/use-translation';
import { StravaConnectionPanel } from '../../../components/fitness/strava-connection';
import { SectionCard } from '../../../components/section-card';

/** The fitness connection (Strava): connect, the last four weeks, disconnect. */
export function FitnessSettingsCard() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('onboarding.integrations.fitness_title')} testId="settings-fitness">
      <StravaConnectionPanel />
    </SectionCard>
  );
}
