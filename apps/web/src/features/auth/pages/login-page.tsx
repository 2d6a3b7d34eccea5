import Link from '@mui/material/Link';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { AccountChoices } from '../components/account-choices';
import { LoginForm } from '../components/login-form';

/** `/login`: Google, Telegram, or email and password; then back where the player was going. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AccountChoices page="login">
      {(next) => (
        <>
          <LoginForm next={next} />
          <Link
            component={RouterLink}
            to="/forgot-password"
            sx={{ textAlign: 'center' }}
            data-testid="forgot-password-link"
          >
            {t('auth.login.forgot_link')}
          </Link>
        </>
      )}
    </AccountChoices>
  );
}
