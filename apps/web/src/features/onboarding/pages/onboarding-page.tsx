import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { Navigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/errors/error-state';
import { Logo } from '../../../components/logo';
import { PageLoader } from '../../../components/page-loader';
import { NEXT_PARAM, safeNextPath } from '../../../lib/safe-redirect';
import { useSessionStore } from '../../../lib/session/session-store';
import { useOnboardingStatus } from '../api/get-onboarding-status';
import { OnboardingFlow } from '../components/onboarding-flow';
import { BackdropPage } from '../../../components/layouts/backdrop-page';

/**
 * `/onboarding` (outside the main layout): the six steps of a new player's profile, resumed
 * where they stopped on any device; a finished player goes on to the page they came for
 * (`?next=`, e.g. a shared game) or the dashboard.
 */
export function OnboardingPage() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const logout = useSessionStore((state) => state.logout);
  const status = useOnboardingStatus();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get(NEXT_PARAM));

  return (
    <BackdropPage
      phoneInset={1.5}
      start={
        <>
          <Logo size={30} />
          <Typography
            component="span"
            sx={{ fontWeight: 800, fontSize: '1.2rem', letterSpacing: '-0.02em', ml: 0.5 }}
          >
            {t('common.app_name')}
          </Typography>
        </>
      }
      end={
        <Button
          color="inherit"
          onClick={() => void logout()}
          data-testid="onboarding-logout"
          aria-label={t('onboarding.logout')}
          sx={{ minWidth: 44, minHeight: 44, px: { xs: 1, sm: 1.5 } }}
        >
          <LogoutIcon fontSize="small" />
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, ml: 1 }}>
            {t('onboarding.logout')}
          </Box>
        </Button>
      }
      mainSx={{ width: '100%', maxWidth: 920, mx: 'auto', px: { xs: 1.5, sm: 3 }, pb: { xs: 2, md: 6 } }}
    >
      <title>{`${t('onboarding.page_title')} · ${t('common.app_name')}`}</title>
      <Box sx={{ mb: { xs: 1.5, md: 3 }, mt: { xs: 0, md: 1 }, px: { xs: 0.5, sm: 0 } }}>
        <Typography
          data-testid="onboarding-welcome"
          sx={{ fontWeight: 750, fontSize: { xs: '1.0625rem', sm: '1.25rem' } }}
        >
          {t('onboarding.heading', { name: user?.first_name ?? '' })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('onboarding.intro')}
        </Typography>
      </Box>
      {status.isPending || !user ? (
        <PageLoader />
      ) : status.isError ? (
        <ErrorState
          title={t('onboarding.errors.load_failed')}
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      ) : status.data.is_completed ? (
        <Navigate to={next ?? '/dashboard'} replace />
      ) : (
        <OnboardingFlow status={status.data} user={user} next={next} />
      )}
    </BackdropPage>
  );
}
