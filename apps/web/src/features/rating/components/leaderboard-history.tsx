import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { RatingHistoryChart } from '../../../components/charts/rating-history-chart';
import { ErrorState } from '../../../components/errors/error-state';
import { ApiError } from '../../../lib/api-error';
import { useRatingHistory } from '../../../api/rating-history';

/** The opened row: the player's rating history, fetched the first time the row is opened. */
export function LeaderboardHistory({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const history = useRatingHistory(userId);

  if (history.isPending) {
    return (
      <Skeleton
        variant="rounded"
        height={220}
        role="status"
        aria-busy="true"
        aria-label={t('common.loading')}
      />
    );
  }
  if (history.isError) {
    if (history.error instanceof ApiError && history.error.code === 'profile_private') {
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <LockOutlinedIcon fontSize="small" aria-hidden />
          <Typography color="text.secondary">{t('rating.history_private', { name })}</Typography>
        </Stack>
      );
    }
    return (
      <ErrorState
        title={t('rating.history_error')}
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  }
  return (
    <RatingHistoryChart
      points={history.data.items}
      label={t('rating.history_of', { name })}
      data-testid="leaderboard-history-chart"
    />
  );
}
