import { useTranslation } from '../../../lib/use-translation';
import { RatingHistoryChart } from '../../../components/charts/rating-history-chart';
import { QueryFallback } from '../../../components/query-fallback';
import { useRatingHistory } from '../../../api/rating-history';
import { SectionCard } from '../../../components/section-card';

/** The player's rating after each rated game, as a line chart (empty before the first one). */
export function RatingHistorySection({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const history = useRatingHistory(userId);
  return (
    <SectionCard title={t('profile.rating_history.title')} testId="profile-rating-history">
      <QueryFallback query={history} errorTitle={t('profile.rating_history.error')} skeletons={[220]} />
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
