import TelegramIcon from '@mui/icons-material/Telegram';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { telegramAuthRequestSchema } from '@oyna/shared';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSignInWithTelegram } from '../api/sign-in-with-telegram';
import { completeProviderSignIn } from '../lib/provider-sign-in';
import { mountTelegramWidget } from '../lib/telegram-widget';
import { ProviderButton, ProviderHint } from './provider-button';

export const TELEGRAM_BLUE = '#2AABEE';

type WidgetState = 'loading' | 'ready' | 'failed';

interface TelegramSignInButtonProps {
  label: string;
  botUsername: string;
  next: string | null;
}

/**
 * Telegram's own Login Widget, invisible, laid over a button in our style: a click lands on the
 * widget, Telegram confirms the user, and the widget hands us the signed user object.
 */
export function TelegramSignInButton({ label, botUsername, next }: TelegramSignInButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignInWithTelegram();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WidgetState>('loading');
  const hintId = useId();

  const onAuth = useEffectEvent((user: unknown) => {
    const parsed = telegramAuthRequestSchema.safeParse(user);
    if (!parsed.success) {
      toast.error(t('auth.providers.telegram_error'), 'auth');
      return;
    }
    signIn.mutate(parsed.data, {
      onSuccess: (response) => navigate(completeProviderSignIn(response, next), { replace: true }),
      onError: () => toast.error(t('auth.providers.telegram_error'), 'auth'),
    });
  });

  useEffect(() => {
    if (!container.current) return undefined;
    return mountTelegramWidget(container.current, {
      botUsername,
      language: currentLanguage(),
      frameTitle: label,
      onAuth: (user) => onAuth(user),
      onReady: () => setState('ready'),
      onError: () => setState('failed'),
    });
    // The widget is loaded once per bot; a new label only renames the frame on the next mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [botUsername]);

  const ready = state === 'ready' && !signIn.isPending;
  return (
    <Box>
      <Box
        sx={{
          position: 'relative',
          borderRadius: '10px',
          '&:hover .telegram-face': ready ? { borderColor: 'text.secondary', bgcolor: 'action.hover' } : {},
          '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <ProviderButton
          className="telegram-face"
          disabled={!ready}
          tabIndex={-1}
          aria-hidden={ready ? true : undefined}
          aria-describedby={state === 'failed' ? hintId : undefined}
          startIcon={
            signIn.isPending ? (
              <CircularProgress size={18} color="inherit" />
            ) : (
              <TelegramIcon sx={{ color: state === 'failed' ? 'inherit' : TELEGRAM_BLUE }} />
            )
          }
          data-testid="telegram-sign-in"
          data-state={state}
        >
          {state === 'loading' ? t('auth.providers.loading') : label}
        </ProviderButton>
        <Box
          ref={container}
          data-testid="telegram-widget"
          sx={{
            position: 'absolute',
            inset: 0,
            overflow: 'hidden',
            borderRadius: '10px',
            // Not 0: Chromium does not deliver clicks to a cross-origin frame that is fully transparent.
            opacity: 0.001,
            pointerEvents: ready ? 'auto' : 'none',
            '& iframe': {
              position: 'absolute',
              inset: 0,
              width: '100% !important',
              height: '100% !important',
              border: 0,
            },
          }}
        />
      </Box>
      <ProviderHint
        id={hintId}
        reason={state === 'failed' ? t('auth.providers.telegram_blocked') : undefined}
        testId="telegram-unavailable"
      />
    </Box>
  );
}

/** The Telegram button when it cannot be offered at all: disabled, with the reason under it. */
export function TelegramUnavailableButton({ label, reason }: { label: string; reason?: string | undefined }) {
  const hintId = useId();
  return (
    <Box>
      <ProviderButton
        disabled
        aria-describedby={reason ? hintId : undefined}
        startIcon={<TelegramIcon />}
        data-testid="telegram-sign-in"
        data-state="unavailable"
      >
        {label}
      </ProviderButton>
      <ProviderHint id={hintId} reason={reason} testId="telegram-unavailable" />
    </Box>
  );
}
