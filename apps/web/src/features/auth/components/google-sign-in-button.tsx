import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useStartGoogleLogin } from '../api/start-google-login';
import { rememberBeforeGoogle } from '../lib/oauth-storage';
import { GoogleIcon } from './google-icon';
import { ProviderButton, ProviderHint } from './provider-button';

interface GoogleSignInButtonProps {
  label: string;
  /** Why the button cannot be used, shown under it; the button is disabled when set. */
  unavailable?: string | undefined;
  /** Disabled without an explanation (the providers are still being checked). */
  pending?: boolean;
  next: string | null;
}

/**
 * Starts the Google sign-in: remembers the interface language (and where to return), asks the
 * API for Google's address and sends the browser there.
 */
export function GoogleSignInButton({ label, unavailable, pending = false, next }: GoogleSignInButtonProps) {
  const { t } = useTranslation();
  const start = useStartGoogleLogin();
  const [redirecting, setRedirecting] = useState(false);
  const hintId = useId();
  const busy = start.isPending || redirecting;

  const onClick = () => {
    rememberBeforeGoogle(currentLanguage(), next);
    start.mutate(undefined, {
      onSuccess: ({ auth_url }) => {
        setRedirecting(true);
        window.location.assign(auth_url);
      },
      onError: () => toast.error(t('auth.providers.google_error'), 'auth'),
    });
  };

  return (
    <Box>
      <ProviderButton
        onClick={onClick}
        disabled={Boolean(unavailable) || pending || busy}
        aria-describedby={unavailable ? hintId : undefined}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <GoogleIcon />}
        data-testid="google-sign-in"
      >
        {busy ? t('auth.providers.redirecting') : label}
      </ProviderButton>
      <ProviderHint id={hintId} reason={unavailable} testId="google-unavailable" />
    </Box>
  );
}
