import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ALERT_DAILY_CAP, ALERT_IGNORED_WEEKS } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/errors/error-state';
import { LinkButton } from '../../../components/link-button';
import { PageHeading } from '../../../components/page-heading';
import { useAlerts } from '../api/alerts';
import { AlertCard } from '../components/alert-card';

/** `/alerts`: my saved searches, each paused, resumed, delivered my way or deleted. */
export function AlertsPage() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  return (
    <Stack spacing={3} data-testid="alerts-page">
      <PageHeading
        title={t('alerts.page.title')}
        subtitle={t('alerts.page.subtitle')}
        actions={
          <LinkButton to="/games" variant="outlined" startIcon={<SearchIcon />}>
            {t('alerts.page.find_games')}
          </LinkButton>
        }
      />
      <Typography variant="body2" color="text.secondary">
        {t('alerts.page.rules', { cap: ALERT_DAILY_CAP, weeks: ALERT_IGNORED_WEEKS })}
      </Typography>
      {alerts.isError ? (
        <ErrorState
          title={t('alerts.page.error')}
          error={alerts.error}
          onRetry={() => void alerts.refetch()}
        />
      ) : alerts.isPending ? (
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={140} />
        </Stack>
      ) : alerts.data.items.length === 0 ? (
        <Alert severity="info" data-testid="alerts-empty">
          {t('alerts.page.empty')}
        </Alert>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {alerts.data.items.map((alert) => (
            <li key={alert.id}>
              <AlertCard alert={alert} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
