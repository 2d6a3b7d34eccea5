import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  FREE_CANCELLATION_HOURS,
  PAYMENT_HOLD_MINUTES,
  type GameSummary,
  type PaymentMethod,
  type RegistrationResult,
} from '@oyna/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useMainButton } from '../../../hooks/use-main-button';
import { DialogConfirmActions } from '../../../components/dialog-confirm-actions';
import { errorMessage } from '../../../lib/api-error';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useWallet } from '../../../api/wallet';
import { useRegisterForGame } from '../api/register-for-game';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { preselectedMethod, shortfall } from '../lib/booking-money';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { PriceTag } from '../../../components/game/price-tag';

interface RegisterDialogProps {
  game: GameSummary;
  /** Join the waitlist instead of taking a place. */
  waitlist: boolean;
  open: boolean;
  onClose: () => void;
  onRegistered: (result: RegistrationResult) => void;
}

/** The confirmation before booking: the exact price, how to pay, and the refund rule. */
export function RegisterDialog({ game, waitlist, open, onClose, onRegistered }: RegisterDialogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  // The wallet query decides whether the wallet can pay (the balance's one owner, read fresh).
  const wallet = useWallet();
  const balance = wallet.data?.balance;
  const price = game.my_quote?.price ?? game.price;
  // The player's choice, else the one that fits the balance once it is known.
  const [chosen, setMethod] = useState<PaymentMethod | null>(null);
  const method = chosen ?? preselectedMethod(price, balance, waitlist);
  // One key per opening of the dialog: a double tap or a retry after a timeout books once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const register = useRegisterForGame();

  const missing = method === 'balance' && balance !== undefined ? shortfall(price, balance) : 0;
  // Paying from the wallet waits until its balance is known.
  const balanceUnknown = method === 'balance' && price > 0 && !waitlist && balance === undefined;
  const refundUntil = new Date(game.free_cancellation_until);
  // The dialog mounts when it opens: the rule is the one at that moment.
  const [openedAt] = useState(() => Date.now());
  const refundWindowOpen = refundUntil.getTime() > openedAt;

  const close = () => {
    if (register.isPending) return;
    register.reset();
    setIdempotencyKey(newIdempotencyKey());
    onClose();
  };

  const confirm = () => {
    register.mutate(
      { gameId: game.id, paymentMethod: method, idempotencyKey },
      {
        onSuccess: (result) => {
          setIdempotencyKey(newIdempotencyKey());
          register.reset();
          onRegistered(result);
        },
      },
    );
  };

  const confirmLabel = waitlist
    ? t('games.register.confirm_waitlist')
    : missing > 0
      ? t('games.register.confirm_hold')
      : t('games.register.confirm', { price: formatManat(price, language) });
  // Inside the Telegram Mini App, its Main button confirms too ("Pay 10 ₼ and book").
  useMainButton(confirmLabel, confirm, {
    visible: open,
    loading: register.isPending,
    disabled: balanceUnknown,
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { 'data-testid': 'register-dialog' } as object }}
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        {waitlist ? t('games.register.waitlist_title') : t('games.register.title')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Box>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{game.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {game.venue.name} · {formatBakuDateTime(new Date(game.starts_at), language)}
            </Typography>
          </Box>

          <Box>
            <Typography variant="overline" color="text.secondary">
              {waitlist ? t('games.register.price_when_freed') : t('games.register.you_pay')}
            </Typography>
            <PriceTag price={game.price} quote={game.my_quote} size="large" />
          </Box>

          {waitlist ? (
            <Alert severity="info" variant="outlined" data-testid="register-waitlist-text">
              {t(
                method === 'cash' && price > 0
                  ? 'games.register.waitlist_text_cash'
                  : 'games.register.waitlist_text',
                {
                  price: formatManat(price, language),
                },
              )}
            </Alert>
          ) : null}

          {price > 0 ? (
            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
              <Typography component="legend" variant="overline" color="text.secondary">
                {t('games.register.payment_method')}
              </Typography>
              <RadioGroup
                value={method}
                onChange={(event) => setMethod(event.target.value as PaymentMethod)}
                sx={{ gap: 1 }}
              >
                <PaymentOption
                  value="balance"
                  selected={method === 'balance'}
                  icon={<AccountBalanceWalletOutlinedIcon />}
                  label={t('games.register.pay_wallet')}
                  hint={
                    balance === undefined ? (
                      <Skeleton width={120} />
                    ) : (
                      t(
                        waitlist ? 'games.register.wallet_balance_waitlist' : 'games.register.wallet_balance',
                        {
                          amount: formatManat(balance, language),
                        },
                      )
                    )
                  }
                />
                <PaymentOption
                  value="cash"
                  selected={method === 'cash'}
                  icon={<PaymentsOutlinedIcon />}
                  label={t('games.register.pay_cash')}
                  hint={t(waitlist ? 'games.register.cash_hint_waitlist' : 'games.register.cash_hint')}
                />
              </RadioGroup>
            </Box>
          ) : null}

          {missing > 0 && waitlist ? (
            <Alert severity="warning" data-testid="register-shortfall">
              {t('games.register.waitlist_short', {
                amount: formatManat(missing, language),
                minutes: PAYMENT_HOLD_MINUTES,
              })}
            </Alert>
          ) : null}

          {missing > 0 && !waitlist ? (
            <Alert severity="warning" data-testid="register-shortfall">
              {t('games.register.short_balance', {
                amount: formatManat(missing, language),
                minutes: PAYMENT_HOLD_MINUTES,
                count: PAYMENT_HOLD_MINUTES,
              })}
            </Alert>
          ) : null}

          <Box data-testid="register-refund-rule">
            <Typography variant="overline" color="text.secondary">
              {t('games.register.refund_title')}
            </Typography>
            <Typography variant="body2">
              {refundWindowOpen
                ? t('games.refund.free_until', { moment: formatBakuDateTime(refundUntil, language) })
                : t('games.refund.window_closed', {
                    hours: FREE_CANCELLATION_HOURS,
                    count: FREE_CANCELLATION_HOURS,
                  })}{' '}
              {t('games.refund.after')}
            </Typography>
          </Box>

          {register.isError ? (
            <Alert severity="error" role="alert">
              {errorMessage(register.error, (key) => t(key))}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogConfirmActions
        cancelLabel={t('games.actions.cancel')}
        onCancel={close}
        confirmLabel={confirmLabel}
        onConfirm={confirm}
        pending={register.isPending}
        waiting={balanceUnknown}
        confirmTestId="register-confirm"
      />
    </Dialog>
  );
}

function PaymentOption({
  value,
  selected,
  icon,
  label,
  hint,
}: {
  value: PaymentMethod;
  selected: boolean;
  icon: React.ReactNode;
  label: string;
  hint: React.ReactNode;
}) {
  return (
    <FormControlLabel
      value={value}
      control={<Radio />}
      data-testid={`pay-${value}`}
      sx={{
        m: 0,
        pr: 1.5,
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        borderRadius: '12px',
        alignItems: 'center',
        '& .MuiFormControlLabel-label': { minWidth: 0, flex: 1 },
      }}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
          <Box sx={{ color: selected ? 'primary.main' : 'text.secondary', display: 'flex' }}>{icon}</Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
            <Typography variant="body2" color="text.secondary">
              {hint}
            </Typography>
          </Box>
        </Box>
      }
    />
  );
}
