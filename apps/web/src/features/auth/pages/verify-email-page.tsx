import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { serverDetailOr } from '../../../lib/form-errors';
import { useSessionStore } from '../../../lib/session/session-store';
import { useVerifyEmail } from '../api/account-email';
import { AuthCard } from '../components/auth-card';

/** `/verify-email?token=…`: confirms the address once, on opening, and says how it went. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const verify = useVerifyEmail();
  const signedIn = useSessionStore((state) => state.isAuthenticated);
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true; // a token works once: never twice, even when React runs effects twice
    verify.mutate({ token });
  }, [token, verify]);

  const onward = (
    <Link
      component={RouterLink}
      to={signedIn ? '/dashboard' : '/login'}
      sx={{ fontWeight: 650, textAlign: 'center' }}
    >
      {signedIn ? t('auth.verify.to_dashboard') : t('auth.verify.to_login')}
    </Link>
  );
  return (
    <AuthCard title={t('auth.verify.heading')} subtitle={t('auth.verify.subtitle')}>
      <title>{`${t('auth.verify.page_title')} · ${t('common.app_name')}`}</title>
      <Stack spacing={2} aria-live="polite">
        {!token ? <Alert severity="error">{t('auth.verify.no_token')}</Alert> : null}
        {token && (verify.isPending || verify.isIdle) ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <span>{t('auth.verify.checking')}</span>
          </Stack>
        ) : null}
        {verify.isSuccess ? (
          <Alert severity="success" data-testid="verify-email-done">
            {t('auth.verify.done')}
          </Alert>
        ) : null}
        {verify.isError ? (
          <Alert severity="error" data-testid="verify-email-error">
            {serverDetailOr(verify.error, t('auth.verify.failed'))}
          </Alert>
        ) : null}
        {onward}
      </Stack>
    </AuthCard>
  );
}
