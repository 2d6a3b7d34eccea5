import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { useMessageMode } from '../../../api/message-channels';
import { DevOutboxLink } from '../../../components/dev-outbox-link';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/**
 * `/forgot-password`: asks for a reset link by email, saying what becomes of it here: sent, kept in
 * the development outbox, or (no email on this server) nothing: then there is no form.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const mode = useMessageMode('email');
  const subtitle =
    mode === 'off'
      ? t('auth.forgot.subtitle_off')
      : t(mode === 'captured' ? 'dev_outbox.forgot_subtitle' : 'auth.forgot.subtitle');
  return (
    <AuthCard title={t('auth.forgot.heading')} subtitle={subtitle}>
      <title>{`${t('auth.forgot.page_title')} · ${t('common.app_name')}`}</title>
      <Stack spacing={2.5}>
        {mode === 'off' ? null : <ForgotPasswordForm />}
        {mode === 'captured' ? <DevOutboxLink /> : null}
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 650, textAlign: 'center' }}>
          {t('auth.forgot.back_to_login')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
