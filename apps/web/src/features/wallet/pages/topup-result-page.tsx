import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAYMENT_EXPIRY_MINUTES } from '@oyna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { helpLinkAbout } from '../../../lib/help-link';
import { useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { usePayment } from '../api/get-payment';
import { receiveBalance, useWallet } from '../../../api/wallet';
import { topUpLink } from '../../../lib/top-up-link';
import { HeldPlaceOutcome } from '../components/held-place-outcome';
import { rememberTopupReturn, topupReturnKind, topupReturnPath } from '../lib/topup-return';
import { LinkButton } from '../../../components/link-button';

/** The game a top-up was made for, when the way back is a game page. */
function gameOf(path: string | null): string | null {
  return /^\/games\/([0-9a-f-]{36})$/i.exec(path ?? '')?.[1] ?? null;
}

const KNOWN_REASONS = new Set(['card_declined', 'cancelled', 'provider_unavailable']);

/**
 * `/balance/topups/:paymentId`, where the payment provider sends the player back: follows the
 * payment until it is final, then shows success (with the new balance, which the top bar picks up)
 * or failure.
 */
export function TopupResultPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { paymentId = '' } = useParams();
  const payment = usePayment(paymentId);
  const wallet = useWallet();
  const queryClient = useQueryClient();
  const status = payment.data?.status;
  // Came from a held game place: after paying, the way back is the game (confirmed by now).
  const [returnTo] = useState(topupReturnPath);
  const heldGameId = gameOf(returnTo);
  // From a tournament's fee: nothing was held, the captain registers the team again.
  const returnKind = topupReturnKind(returnTo);
  const backLabel =
    returnKind === 'competition'
      ? t('wallet.return.back_competition')
      : returnKind === 'page'
        ? t('wallet.return.back_page')
        : t('wallet.return.back');

  // A final payment carries the balance: the wallet (and the top bar) take it from there.
  const finalBalance = status === 'succeeded' || status === 'failed' ? payment.data?.balance : undefined;
  useEffect(() => {
    if (finalBalance !== undefined) void receiveBalance(queryClient, finalBalance);
  }, [finalBalance, queryClient]);

  const amount = payment.data ? formatManat(payment.data.amount, language) : '';
  const reason = payment.data?.failure_reason;

  let icon = <CircularProgress size={56} aria-hidden />;
  let title = t('wallet.result.pending_title');
  let text = t('wallet.result.pending_text');
  if (status === 'succeeded') {
    icon = <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64 }} />;
    title = t('wallet.result.succeeded_title');
    text = t('wallet.result.succeeded_text', { amount });
  } else if (status === 'failed') {
    icon = <ErrorOutlineIcon color="error" sx={{ fontSize: 64 }} />;
    title = t('wallet.result.failed_title');
    text =
      reason && KNOWN_REASONS.has(reason)
        ? t(`wallet.result.reasons.${reason}` as 'wallet.result.reasons.cancelled')
        : t('wallet.result.failed_text');
  } else if (status === 'expired') {
    icon = <HourglassEmptyIcon color="warning" sx={{ fontSize: 64 }} />;
    title = t('wallet.result.expired_title');
    text = t('wallet.result.expired_text', {
      minutes: PAYMENT_EXPIRY_MINUTES,
      count: PAYMENT_EXPIRY_MINUTES,
    });
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 560, mx: 'auto', width: '100%' }}>
      <title>{`${t('wallet.result.page_title')} · ${t('common.app_name')}`}</title>
      {payment.isError ? (
        <Alert severity="error">
          {payment.error && 'status' in payment.error && payment.error.status === 404
            ? t('wallet.result.not_found')
            : errorMessage(payment.error, t)}
        </Alert>
      ) : (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, sm: 5 }, borderRadius: '20px', textAlign: 'center' }}
          data-testid="topup-result"
          data-status={status ?? 'loading'}
        >
          <Stack spacing={2} sx={{ alignItems: 'center' }} role="status" aria-live="polite">
            {icon}
            <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' } }}>
              {title}
            </Typography>
            <Typography color="text.secondary">{text}</Typography>
            {status === 'failed' && reason && KNOWN_REASONS.has(reason) && (
              <Typography color="text.secondary" variant="body2">
                {t('wallet.result.failed_text')}
              </Typography>
            )}
            {status === 'succeeded' && wallet.data && (
              <Typography sx={{ fontWeight: 700, fontSize: '1.2rem' }} data-testid="result-balance">
                {t('wallet.result.new_balance', { amount: formatManat(wallet.data.balance, language) })}
              </Typography>
            )}
            {status === 'succeeded' && returnKind === 'competition' ? (
              <Alert severity="info" data-testid="topup-competition-next" sx={{ textAlign: 'start' }}>
                {t('wallet.result.competition_next')}
              </Alert>
            ) : null}
            {status === 'succeeded' && heldGameId && returnTo ? (
              <HeldPlaceOutcome gameId={heldGameId} returnTo={returnTo} />
            ) : null}
          </Stack>
          {status && status !== 'pending' && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ mt: 4, justifyContent: 'center' }}
            >
              {returnTo && !(status === 'succeeded' && heldGameId) ? (
                <LinkButton
                  to={returnTo}
                  variant={status === 'succeeded' ? 'contained' : 'outlined'}
                  onClick={() => rememberTopupReturn(null)}
                  data-testid="topup-return"
                >
                  {backLabel}
                </LinkButton>
              ) : null}
              <LinkButton
                to="/balance"
                variant={status === 'succeeded' && !returnTo ? 'contained' : 'outlined'}
              >
                {t('wallet.result.back')}
              </LinkButton>
              {status !== 'succeeded' && (
                <LinkButton
                  // Trying again keeps the held place's context: the amount, the banner, the way back.
                  to={returnTo && payment.data ? topUpLink(payment.data.amount, returnTo) : '/balance'}
                  variant="contained"
                  data-testid="topup-retry"
                >
                  {t('wallet.result.retry')}
                </LinkButton>
              )}
              {status !== 'succeeded' && (
                <LinkButton to={helpLinkAbout('payment', paymentId)} data-testid="topup-help">
                  {t('wallet.result.problem')}
                </LinkButton>
              )}
            </Stack>
          )}
        </Paper>
      )}
    </Stack>
  );
}
