import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FITNESS_SUMMARY_DAYS } from '@oyna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { fitnessKeys } from '../../api/fitness-keys';
import { useStravaSummary } from '../../api/strava';
import { errorMessage, toApiError } from '../../lib/api-error';
import { formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { StatGrid } from '../stat-grid';

const LOST_CODES = new Set(['strava_reconnect_needed', 'strava_not_connected']);

/** The last four weeks from Strava: distance, sessions and moving time. */
export function StravaSummary() {
  const { t } = useTranslation();
  const summary = useStravaSummary(true);
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const lost = summary.isError && LOST_CODES.has(toApiError(summary.error, (key) => key).code);
  // The server forgot a connection Strava no longer honours: show the state it is in now.
  useEffect(() => {
    if (lost) void queryClient.invalidateQueries({ queryKey: fitnessKeys.strava(), exact: true });
  }, [lost, queryClient]);

  if (summary.isPending) return <Skeleton variant="rounded" height={72} />;
  if (summary.isError) {
    return (
      <Typography variant="body2" color="error" role="alert" data-testid="strava-summary-error">
        {errorMessage(summary.error, (key) => t(key))}
      </Typography>
    );
  }
  const { distance_km, sessions, moving_time_seconds } = summary.data;
  const minutes = Math.round(moving_time_seconds / 60);
  const figures = [
    {
      id: 'distance',
      value: t('fitness.strava.distance_value', { km: formatNumber(distance_km, language) }),
      label: t('fitness.strava.distance'),
    },
    {
      id: 'sessions',
      value: formatNumber(sessions, language),
      label: t('fitness.strava.sessions', { count: sessions }),
    },
    {
      id: 'moving-time',
      value: t('fitness.strava.moving_time_value', {
        hours: Math.floor(minutes / 60),
        minutes: minutes % 60,
      }),
      label: t('fitness.strava.moving_time'),
    },
  ];
  return (
    <Box data-testid="strava-summary">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('fitness.strava.summary_title', { days: FITNESS_SUMMARY_DAYS })}
      </Typography>
      <StatGrid columns="repeat(3, 1fr)" gap={1}>
        {figures.map((figure) => (
          <Box key={figure.id} sx={{ display: 'flex', flexDirection: 'column-reverse', minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem' }}
              data-testid={`strava-${figure.id}`}
            >
              {figure.value}
            </Typography>
          </Box>
        ))}
      </StatGrid>
    </Box>
  );
}
