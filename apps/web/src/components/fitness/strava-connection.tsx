import LinkOffIcon from '@mui/icons-material/LinkOff';
import WatchIcon from '@mui/icons-material/Watch';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation } from 'react-router';
import { useConnectStrava, useDisconnectStrava, useStravaConnection } from '../../api/strava';
import { type GenericErrorKey, errorMessage } from '../../lib/api-error';
import { rememberStravaReturn } from '../../lib/strava-return';
import { toast } from '../../lib/toast';
import { StravaSummary } from './strava-summary';

const STATE_COLOURS = { not_connected: 'default', connecting: 'warning', connected: 'success' } as const;

/**
 * The fitness connection as it truly is (settings and onboarding step 6): a note when this server
 * cannot connect Strava; "Connect Strava" (then Strava's page, then back to this very page); or,
 * connected, the last four weeks' numbers and Disconnect.
 */
export function StravaConnectionPanel() {
  const { t } = useTranslation();
  const location = useLocation();
  const connection = useStravaConnection();
  const connect = useConnectStrava();
  const disconnect = useDisconnectStrava();
  const titleId = useId();
  const translate = (key: GenericErrorKey) => t(key);

  const startConnecting = () => {
    const returnTo = `${location.pathname}${location.search}`;
    rememberStravaReturn(returnTo);
    connect.mutate(returnTo, {
      onError: (error) =>
        toast.error(`${t('fitness.strava.connect_failed')}: ${errorMessage(error, translate)}`),
    });
  };
  const stop = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => toast.success(t('fitness.strava.disconnected')),
      onError: (error) =>
        toast.error(`${t('fitness.strava.disconnect_failed')}: ${errorMessage(error, translate)}`),
    });

  const state = connection.data?.state;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid="strava-connection"
      sx={{ p: 2, borderRadius: '16px', border: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <WatchIcon color="primary" aria-hidden="true" />
        <Typography id={titleId} sx={{ fontWeight: 700, flex: 1 }}>
          {t('fitness.strava.title')}
        </Typography>
        {state && connection.data?.enabled ? (
          <Chip
            size="small"
            data-testid="fitness-state"
            color={STATE_COLOURS[state]}
            label={t(`fitness.strava.states.${state}`)}
          />
        ) : null}
      </Box>
      {connection.isPending ? <Skeleton variant="rounded" height={48} sx={{ mt: 1.5 }} /> : null}
      {connection.isError ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {errorMessage(connection.error, translate)}
        </Alert>
      ) : null}
      {connection.data && !connection.data.enabled ? (
        <Alert severity="info" sx={{ mt: 1.5 }} data-testid="strava-unavailable">
          {t('fitness.strava.unavailable')}
        </Alert>
      ) : null}
      {connection.data?.enabled && state !== 'connected' ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t(state === 'connecting' ? 'fitness.strava.connecting_text' : 'fitness.strava.text')}
          </Typography>
          <Button
            variant="contained"
            sx={{ mt: 1.5, minHeight: 44 }}
            onClick={startConnecting}
            disabled={connect.isPending || connect.isSuccess}
            data-testid="strava-connect"
          >
            {t('fitness.strava.connect')}
          </Button>
        </>
      ) : null}
      {connection.data?.enabled && state === 'connected' ? (
        <Box sx={{ mt: 1.5, display: 'grid', gap: 1.5 }}>
          <StravaSummary />
          <Button
            variant="outlined"
            color="error"
            startIcon={<LinkOffIcon />}
            onClick={stop}
            disabled={disconnect.isPending}
            sx={{ justifySelf: 'start', minHeight: 44 }}
            data-testid="strava-disconnect"
          >
            {t('fitness.strava.disconnect')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
