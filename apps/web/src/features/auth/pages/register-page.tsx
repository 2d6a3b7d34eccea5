import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { NEXT_PARAM, safeNextPath, withNext } from '../../../lib/safe-redirect';
import { AuthCard } from '../components/auth-card';
import { ProviderSignIn } from '../components/provider-sign-in';
import { RegisterForm } from '../components/register-form';

/** `/register`: an account with Google, Telegram or email; new players go on to onboarding. */
export function RegisterPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get(NEXT_PARAM));

  return (
    <AuthCard title={t('auth.register.heading')} subtitle={t('auth.register.subtitle')}>
      <title>{`${t('auth.register.page_title')} · ${t('common.app_name')}`}</title>
      <Stack spacing={2.5}>
        <ProviderSignIn mode="register" next={next} />
        <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>{t('auth.or')}</Divider>
        <RegisterForm next={next} />
        <Typography sx={{ textAlign: 'center' }} color="text.secondary">
          {t('auth.register.have_account')}{' '}
          <Link component={RouterLink} to={withNext('/login', next)} sx={{ fontWeight: 650 }}>
            {t('auth.register.login_link')}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
