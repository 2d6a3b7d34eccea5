import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NEXT_PARAM, safeNextPath, withNext } from '../../../lib/safe-redirect';
import { AccountChoices } from '../components/account-choices';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

/** `/register`: an account with Google, Telegram or email; new players go on to onboarding. */
export function RegisterPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get(NEXT_PARAM));

  return (
    <AuthCard title={t('auth.register.heading')} subtitle={t('auth.register.subtitle')}>
      <title>{`${t('auth.register.page_title')} · ${t('common.app_name')}`}</title>
      <AccountChoices
        mode="register"
        next={next}
        other={{
          text: t('auth.register.have_account'),
          link: t('auth.register.login_link'),
          to: withNext('/login', next),
        }}
      >
        <RegisterForm next={next} />
      </AccountChoices>
    </AuthCard>
  );
}
