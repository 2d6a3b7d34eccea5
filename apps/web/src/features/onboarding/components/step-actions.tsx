import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { alpha } from '@mui/material/styles';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useMainButton } from '../../../hooks/use-main-button';
import { SAFE_BOTTOM } from '../../../lib/safe-area';

interface StepActionsProps {
  canGoBack: boolean;
  canSkip: boolean;
  isLast: boolean;
  /** Which action is under way, if any: every button waits for it. */
  busy: 'save' | 'skip' | 'complete' | null;
  onBack(): void;
  onSkip(): void;
}

/**
 * Back, skip (steps 4-6) and next or complete. On a phone the bar sticks to the bottom of the
 * screen, in thumb reach; the primary button submits the step's form.
 */
export function StepActions({ canGoBack, canSkip, isLast, busy, onBack, onSkip }: StepActionsProps) {
  const { t } = useTranslation();
  const waiting = busy !== null;
  const primaryLabel =
    busy === 'save'
      ? t('onboarding.actions.saving')
      : busy === 'complete'
        ? t('onboarding.actions.completing')
        : isLast
          ? t('onboarding.actions.complete')
          : t('onboarding.actions.next');
  const submitButton = useRef<HTMLButtonElement>(null);
  // Inside the Telegram Mini App, its Main button submits the step too; the bar keeps its own.
  useMainButton(primaryLabel, () => submitButton.current?.click(), {
    disabled: waiting,
    loading: busy === 'save' || busy === 'complete',
  });

  return (
    <Box
      sx={(theme) => ({
        position: { xs: 'sticky', md: 'static' },
        bottom: 0,
        zIndex: 2,
        mx: { xs: -2, sm: -4, md: 0 },
        mb: { xs: -2, sm: -4, md: 0 },
        mt: 3,
        px: { xs: 2, sm: 4, md: 0 },
        pt: { xs: 1.5, md: 3 },
        pb: { xs: `calc(12px + ${SAFE_BOTTOM})`, md: 0 },
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: { xs: alpha(theme.palette.background.paper, 0.94), md: 'transparent' },
        backdropFilter: { xs: 'blur(12px)', md: 'none' },
        borderBottomLeftRadius: { xs: 20, md: 0 },
        borderBottomRightRadius: { xs: 20, md: 0 },
      })}
    >
      {canGoBack ? (
        <Button
          variant="outlined"
          color="inherit"
          size="large"
          onClick={onBack}
          disabled={waiting}
          startIcon={<ArrowBackIcon />}
          data-testid="onboarding-back"
          sx={{ minHeight: 48, borderColor: 'divider' }}
        >
          {t('onboarding.actions.back')}
        </Button>
      ) : null}
      <Box sx={{ flex: 1 }} />
      {canSkip ? (
        <Button
          variant="text"
          color="inherit"
          size="large"
          onClick={onSkip}
          disabled={waiting}
          data-testid="onboarding-skip"
          startIcon={busy === 'skip' ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ minHeight: 48, color: 'text.secondary' }}
        >
          {t('onboarding.actions.skip')}
        </Button>
      ) : null}
      <Button
        ref={submitButton}
        type="submit"
        variant="contained"
        size="large"
        disabled={waiting}
        data-testid={isLast ? 'onboarding-complete' : 'onboarding-next'}
        endIcon={
          busy === 'save' || busy === 'complete' ? (
            <CircularProgress size={18} color="inherit" />
          ) : isLast ? (
            <CheckIcon />
          ) : (
            <ArrowForwardIcon />
          )
        }
        sx={{ minHeight: 48, px: 3 }}
      >
        {primaryLabel}
      </Button>
    </Box>
  );
}
