import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { RatingHistoryChart } from '../../../components/charts/rating-history-chart';
import { ErrorState } from '../../../components/errors/error-state';
import { useRatingHistory } from '../../../api/rating-history';
import { SectionCard } from '../../../components/section-card';

/** The player's rating after each rated game, as a line chart (empty before the first one). */
export function RatingHistorySection({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const history = useRatingHistory(userId);
  return (
    <SectionCard title={t('profile.rating_history.title')} testId="profile-rating-history">
      {history.isError ? (
        <ErrorState
          title={t('profile.rating_history.error')}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : null}
      {history.isPending ? <Skeleton variant="rounded" height={220} /> : null}
      {history.data ? (
        <RatingHistoryChart
          points={history.data.items}
          label={t('profile.rating_history.chart_label', { name })}
          data-testid="rating-history-chart"
        />
      ) : null}
    </SectionCard>
  );
}
