import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useResendVerificationEmail } from '../api/email-verification';
import { serverDetailOr } from '../lib/form-errors';
import { useSessionStore } from '../lib/session/session-store';

/** Until the account's address is confirmed: a reminder with a button that sends the email again. */
export function EmailVerificationBanner() {
  const { t } = useTranslation();
  const unverified = useSessionStore(
    (state) => Boolean(state.user?.email) && state.user?.email_verified === false,
  );
  const resend = useResendVerificationEmail();
  if (!unverified) return null;
  const message = resend.isSuccess
    ? t('auth.verify_banner.sent')
    : resend.isError
      ? serverDetailOr(resend.error, t('auth.verify_banner.failed'))
      : t('auth.verify_banner.text');
  return (
    <Alert
      severity={resend.isError ? 'error' : 'info'}
      data-testid="email-verification-banner"
      sx={{ mb: 3 }}
      action={
        resend.isSuccess ? undefined : (
          <Button color="inherit" size="small" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {t('auth.verify_banner.resend')}
          </Button>
        )
      }
    >
      <span role="status">{message}</span>
    </Alert>
  );
}
