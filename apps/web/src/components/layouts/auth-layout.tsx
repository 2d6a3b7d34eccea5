import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { marketingSiteUrl } from '../../lib/host-context';
import { currentLanguage } from '../../lib/i18n';
import { NEXT_PARAM, safeNextPath, withNext } from '../../lib/safe-redirect';
import { PageLoader } from '../page-loader';
import { BackdropPage } from './backdrop-page';

/**
 * The visitors' frame of /login, /register, /terms and /privacy (docs/product-rules.md#hosts-and-routes): an animated
 * background, a way back to the marketing site, the language switcher, the theme and the profile
 * icon: the way into an account, to sign in, or on the sign-in page to create one (the page to
 * return to afterwards, `?next=`, kept).
 */
export function AuthLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const next = safeNextPath(new URLSearchParams(search).get(NEXT_PARAM));
  const onLogin = pathname === '/login';
  const profileLabel = onLogin ? t('common.create_account') : t('common.sign_in');
  return (
    <BackdropPage
      phoneInset={1}
      start={
        <>
          {/* A full page load: the marketing site is a different app and reads `lang` at start. */}
          <Button
            component="a"
            href={marketingSiteUrl(currentLanguage())}
            color="inherit"
            startIcon={<ArrowBackIcon />}
            data-testid="back-to-site"
            sx={{ color: 'text.secondary', '&:hover': { color: 'text.primary' } }}
          >
            {t('common.back_to_site')}
          </Button>
        </>
      }
      end={
        <Tooltip title={profileLabel}>
          <IconButton
            component={RouterLink}
            to={withNext(onLogin ? '/register' : '/login', next)}
            color="primary"
            aria-label={profileLabel}
            data-testid="auth-profile"
          >
            <AccountCircleOutlinedIcon />
          </IconButton>
        </Tooltip>
      }
      mainSx={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: { xs: 'flex-start', sm: 'center' },
        px: { xs: 1.5, sm: 3 },
        pt: { xs: 1, sm: 0 },
        pb: { xs: 4, sm: 6 },
      }}
    >
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </BackdropPage>
  );
}
