import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

/** `/reset-password?token=…`: the page of the emailed link, a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthCard title={t('auth.reset.heading')} subtitle={t('auth.reset.subtitle')}>
      <title>{`${t('auth.reset.page_title')} · ${t('common.app_name')}`}</title>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Stack spacing={2}>
          <Alert severity="error">{t('auth.reset.no_token')}</Alert>
          <Link component={RouterLink} to="/forgot-password" sx={{ fontWeight: 650 }}>
            {t('auth.reset.new_link')}
          </Link>
        </Stack>
      )}
    </AuthCard>
  );
}
