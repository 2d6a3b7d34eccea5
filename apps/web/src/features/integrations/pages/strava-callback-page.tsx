import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { FullScreenStatus } from '../../../components/full-screen-status';
import { fitnessKeys } from '../../../api/fitness-keys';
import { userKeys } from '../../../api/user-keys';
import { errorMessage } from '../../../lib/api-error';
import { safeNextPath } from '../../../lib/safe-redirect';
import { takeStravaReturn } from '../../../lib/strava-return';
import { toast } from '../../../lib/toast';
import { finishStravaCallbackOnce } from '../lib/strava-callback';

/**
 * `/integrations/strava/callback`: where Strava sends the player back. Shows "connecting…" while
 * the server trades the code for tokens, then returns to the page the player started on (settings
 * or onboarding); a failure is said in the player's language, with the way back.
 */
export function StravaCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<{ message: string; back: string } | null>(null);

  useEffect(() => {
    let active = true;
    const fallback = takeStravaReturn();
    finishStravaCallbackOnce(searchParams).then(
      (answer) => {
        void queryClient.invalidateQueries({ queryKey: fitnessKeys.all });
        void queryClient.invalidateQueries({ queryKey: userKeys.me() });
        if (!active) return;
        toast.success(t('fitness.strava.callback.connected'));
        void navigate(safeNextPath(answer.return_to) ?? fallback, { replace: true });
      },
      (error: unknown) => {
        void queryClient.invalidateQueries({ queryKey: fitnessKeys.all });
        if (active) setFailure({ message: errorMessage(error, (key) => t(key)), back: fallback });
      },
    );
    return () => {
      active = false;
    };
  }, [searchParams, navigate, queryClient, t]);

  if (failure) {
    return (
      <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
        <title>{`${t('fitness.strava.callback.failed')} · ${t('common.app_name')}`}</title>
        <Stack spacing={2} sx={{ maxWidth: 480, alignItems: 'center', textAlign: 'center' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
            {t('fitness.strava.callback.failed')}
          </Typography>
          <Alert
            severity="error"
            role="alert"
            data-testid="strava-callback-error"
            sx={{ textAlign: 'start' }}
          >
            {failure.message}
          </Alert>
          <Button variant="contained" onClick={() => void navigate(failure.back, { replace: true })}>
            {t('fitness.strava.callback.back')}
          </Button>
        </Stack>
      </Box>
    );
  }
  return (
    <FullScreenStatus
      title={t('fitness.strava.callback.title')}
      subtitle={t('fitness.strava.callback.subtitle')}
    >
      <title>{`${t('fitness.strava.callback.title')} · ${t('common.app_name')}`}</title>
    </FullScreenStatus>
  );
}
