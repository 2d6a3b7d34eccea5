import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '../lib/use-translation';
import { useResendVerificationEmail } from '../api/email-verification';
import { useMessageMode } from '../api/message-channels';
import { serverDetailOr } from '../lib/form-errors';
import { useSessionStore } from '../lib/session/session-store';
import { DevOutboxLink } from './dev-outbox-link';

/**
 * Until the account's address is confirmed: a reminder with a button that sends the email again.
 * It says what really happens to the email: sent, kept in the development outbox, or (no email on
 * this server) nothing, and then offers no button.
 */
export function EmailVerificationBanner() {
  const unverified = useSessionStore(
    (state) => Boolean(state.user?.email) && state.user?.email_verified === false,
  );
  return unverified ? <UnverifiedAddressBanner /> : null;
}

/** The reminder itself: what the server does with email is read only for a player who sees it. */
function UnverifiedAddressBanner() {
  const { t } = useTranslation();
  const resend = useResendVerificationEmail();
  const mode = useMessageMode('email');
  const captured = mode === 'captured';
  const message = resend.isSuccess
    ? t(captured ? 'dev_outbox.verify_banner_sent' : 'auth.verify_banner.sent')
    : resend.isError
      ? serverDetailOr(resend.error, t('auth.verify_banner.failed'))
      : mode === 'off'
        ? t('auth.verify_banner.text_off')
        : t(captured ? 'dev_outbox.verify_banner_text' : 'auth.verify_banner.text');
  return (
    <Alert
      severity={resend.isError ? 'error' : 'info'}
      data-testid="email-verification-banner"
      sx={{ mb: 3 }}
      action={
        resend.isSuccess || mode === 'off' ? undefined : (
          <Button color="inherit" size="small" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {t('auth.verify_banner.resend')}
          </Button>
        )
      }
    >
      <span role="status">{message}</span>
      {captured ? (
        <>
          {' '}
          <DevOutboxLink />
        </>
      ) : null}
    </Alert>
  );
}
