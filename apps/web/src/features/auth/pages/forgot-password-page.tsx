import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** `/forgot-password`: asks for a reset link by email. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.forgot.heading')} subtitle={t('auth.forgot.subtitle')}>
      <title>{`${t('auth.forgot.page_title')} · ${t('common.app_name')}`}</title>
      <Stack spacing={2.5}>
        <ForgotPasswordForm />
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 650, textAlign: 'center' }}>
          {t('auth.forgot.back_to_login')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
