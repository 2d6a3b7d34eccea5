import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { NEXT_PARAM, safeNextPath, withNext } from '../../../lib/safe-redirect';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { ProviderSignIn } from '../components/provider-sign-in';

/** `/login`: Google, Telegram, or email and password; then back where the player was going. */
export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get(NEXT_PARAM));

  return (
    <AuthCard title={t('auth.login.heading')} subtitle={t('auth.login.subtitle')}>
      <title>{`${t('auth.login.page_title')} · ${t('common.app_name')}`}</title>
      <Stack spacing={2.5}>
        <ProviderSignIn mode="sign_in" next={next} />
        <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>{t('auth.or')}</Divider>
        <LoginForm next={next} />
        <Link
          component={RouterLink}
          to="/forgot-password"
          sx={{ textAlign: 'center' }}
          data-testid="forgot-password-link"
        >
          {t('auth.login.forgot_link')}
        </Link>
        <Typography sx={{ textAlign: 'center' }} color="text.secondary">
          {t('auth.login.no_account')}{' '}
          <Link component={RouterLink} to={withNext('/register', next)} sx={{ fontWeight: 650 }}>
            {t('auth.login.register_link')}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
