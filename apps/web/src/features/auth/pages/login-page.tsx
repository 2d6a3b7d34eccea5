import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { NEXT_PARAM, safeNextPath, withNext } from '../../../lib/safe-redirect';
import { AccountChoices } from '../components/account-choices';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

/** `/login`: Google, Telegram, or email and password; then back where the player was going. */
export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get(NEXT_PARAM));

  return (
    <AuthCard title={t('auth.login.heading')} subtitle={t('auth.login.subtitle')}>
      <title>{`${t('auth.login.page_title')} · ${t('common.app_name')}`}</title>
      <AccountChoices
        mode="sign_in"
        next={next}
        other={{
          text: t('auth.login.no_account'),
          link: t('auth.login.register_link'),
          to: withNext('/register', next),
        }}
      >
        <LoginForm next={next} />
        <Link
          component={RouterLink}
          to="/forgot-password"
          sx={{ textAlign: 'center' }}
          data-testid="forgot-password-link"
        >
          {t('auth.login.forgot_link')}
        </Link>
      </AccountChoices>
    </AuthCard>
  );
}
