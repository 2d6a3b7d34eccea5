import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WATCH_HOLD_MINUTES } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { toastOutcome } from '../../../lib/toast-outcome';
import { useClaimWatchedPlace, useGameWatch, useUnwatchGame, useWatchGame } from '../api/watch-game';

/**
 * Watching a full game (decision 76): told in small waves when a place frees and no one waits for
 * it; the watcher who taps first has the place held for a few minutes. With `full` false only the
 * offer of a place to a told watcher shows.
 */
export function WatchPanel({ gameId, full }: { gameId: string; full: boolean }) {
  const { t } = useTranslation();
  const watch = useGameWatch(gameId, true);
  const start = useWatchGame(gameId);
  const stop = useUnwatchGame(gameId);
  const claim = useClaimWatchedPlace(gameId);
  const state = watch.data;
  if (!state) return null;

  if (state.place_offered)
    return (
      <Alert
        severity="success"
        icon={<NotificationsActiveOutlinedIcon />}
        data-testid="watch-offer"
        action={
          <Button
            color="inherit"
            size="small"
            disabled={claim.isPending}
            onClick={() => claim.mutate(undefined, toastOutcome(t, t('alerts.watch.claimed')))}
            data-testid="watch-claim"
          >
            {t('alerts.watch.claim')}
          </Button>
        }
      >
        {t('alerts.watch.offer', { minutes: WATCH_HOLD_MINUTES })}
      </Alert>
    );
  if (!full) return null;
  if (state.watching)
    return (
      <Stack spacing={1} data-testid="watch-on">
        <Typography variant="body2" color="text.secondary">
          {t('alerts.watch.watching')}
        </Typography>
        <Button
          variant="text"
          onClick={() => stop.mutate(undefined, toastOutcome(t, null))}
          disabled={stop.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('alerts.watch.stop')}
        </Button>
      </Stack>
    );
  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        startIcon={<VisibilityOutlinedIcon />}
        onClick={() => start.mutate(undefined, toastOutcome(t, t('alerts.watch.started')))}
        disabled={start.isPending}
        data-testid="watch-game"
        fullWidth
      >
        {t('alerts.watch.button')}
      </Button>
      <Typography variant="caption" color="text.secondary">
        {t('alerts.watch.hint')}
      </Typography>
    </Stack>
  );
}
