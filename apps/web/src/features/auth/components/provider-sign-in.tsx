import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WordsWithLinks } from '../../../components/words-with-links';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { useAuthProviders } from '../../../api/auth-providers';
import { GoogleSignInButton } from './google-sign-in-button';
import { PhoneSignInButton } from './phone-sign-in-button';
import { TelegramSignInButton, TelegramUnavailableButton } from './telegram-sign-in-button';

interface ProviderSignInProps {
  mode: 'sign_in' | 'register';
  next: string | null;
}

/**
 * "Sign in with" (or "Register with") Google, Telegram and a phone number. A provider this server has not
 * configured stays on screen, disabled, with the reason under it.
 */
export function ProviderSignIn({ mode, next }: ProviderSignInProps) {
  const { t } = useTranslation();
  const providers = useAuthProviders();
  const googleLabel = t(
    mode === 'sign_in' ? 'auth.providers.google_sign_in' : 'auth.providers.google_register',
  );
  const telegramLabel = t(
    mode === 'sign_in' ? 'auth.providers.telegram_sign_in' : 'auth.providers.telegram_register',
  );
  const unknown = providers.isError ? t('auth.providers.unknown') : undefined;
  const telegramBot = providers.data?.telegram.enabled ? providers.data.telegram.bot_username : null;

  return (
    <Stack component="section" aria-label={t('auth.providers.label')} spacing={1.5}>
      <GoogleSignInButton
        label={googleLabel}
        pending={providers.isPending}
        unavailable={
          unknown ?? (providers.data?.google === false ? t('auth.providers.google_unavailable') : undefined)
        }
        next={next}
      />
      {telegramBot ? (
        <TelegramSignInButton key={telegramBot} label={telegramLabel} botUsername={telegramBot} next={next} />
      ) : (
        <TelegramUnavailableButton
          label={providers.isPending ? t('auth.providers.loading') : telegramLabel}
          reason={unknown ?? (providers.data ? t('auth.providers.telegram_unavailable') : undefined)}
        />
      )}
      <PhoneSignInButton
        label={t(mode === 'sign_in' ? 'phone.choice_sign_in' : 'phone.choice_register')}
        next={next}
        unavailable={unknown ?? (providers.data?.messages.sms === 'off' ? t('phone.unavailable') : undefined)}
      />
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', px: 1 }}>
        <WordsWithLinks
          i18nKey="auth.providers.consent"
          components={{
            terms: <Link component={RouterLink} to="/terms" underline="always" />,
            privacy: <Link component={RouterLink} to="/privacy" underline="always" />,
          }}
        />
      </Typography>
    </Stack>
  );
}
