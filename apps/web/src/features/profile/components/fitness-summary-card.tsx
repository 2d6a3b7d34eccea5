import { useTranslation } from '../../../lib/use-translation';
import { useStravaConnection } from '../../../api/strava';
import { StravaSummary } from '../../../components/fitness/strava-summary';
import { SectionCard } from '../../../components/section-card';

/** The last four weeks from Strava on the profile, once Strava is connected (connecting is in settings). */
export function FitnessSummaryCard() {
  const { t } = useTranslation();
  const connection = useStravaConnection();
  if (connection.data?.state !== 'connected') return null;
  return (
    <SectionCard title={t('fitness.strava.title')} testId="profile-fitness">
      <StravaSummary />
    </SectionCard>
  );
}
