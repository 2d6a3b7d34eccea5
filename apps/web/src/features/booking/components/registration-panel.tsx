import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Alert from '@mui/material/Alert';
import { BookingRestrictionNotice } from '../../../components/reliability/reliability-card';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  FREE_CANCELLATION_HOURS,
  PAYMENT_HOLD_MINUTES,
  PRIORITY_REGISTRATION_HOURS,
  type GameDetail,
  type LeaveResult,
  type RegistrationResult,
} from '@oyna/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useWallet } from '../../../api/wallet';
import { toast } from '../../../lib/toast';
import { gameKeys } from '../../../api/game-keys';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { shortfall } from '../lib/booking-money';
import { formatCountdown, remainingMs } from '../lib/countdown';
import { registrationState } from '../lib/registration-state';
import { topUpLink } from '../../../lib/top-up-link';
import { levelRangeText } from '../../../components/game/level-range';
import { useNow } from '../lib/use-now';
import { BookingPanel } from './booking-panel';
import { announceRegistration } from './game-toasts';
import { LeaveDialog } from './leave-dialog';
import { MyGuests } from './my-guests';
import { PlacesIndicator } from '../../../components/game/places-indicator';
import { PriceTag, bookedPrice, type ShownPrice } from '../../../components/game/price-tag';
import { RegisterDialog } from './register-dialog';
import { WatchPanel } from './watch-panel';
import { useMainButton } from '../../../hooks/use-main-button';
import { LinkButton } from '../../../components/link-button';

/** Once I have a place, the price shown is the one I was charged (or will pay), with its reason, also after the game. */
function shownQuote(game: GameDetail): ShownPrice | null {
  const booked = bookedPrice(game.my_registration);
  return booked ? { ...booked, tier: game.my_quote?.tier } : game.my_quote;
}

/** My side of the game: price, places, and the one action that fits (register, leave, top up...). */
export function RegistrationPanel({ game, live }: { game: GameDetail; live: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const wallet = useWallet();
  const [dialog, setDialog] = useState<'register' | 'leave' | null>(null);
  const initial = registrationState(game, new Date());
  const ticking = initial.kind === 'held' || initial.kind === 'not_open';
  const now = useNow(1000, ticking);
  const state = registrationState(game, now);
  const mine = game.my_registration;
  const refundUntil = new Date(game.free_cancellation_until);

  // When a hold runs out or registration opens, the server's view is read again.
  const deadline = state.kind === 'held' ? state.expiresAt : state.kind === 'not_open' ? state.opensAt : null;
  const passed = deadline !== null && remainingMs(deadline, now) === 0;
  useEffect(() => {
    if (passed) void queryClient.invalidateQueries({ queryKey: gameKeys.detail(game.id) });
  }, [passed, queryClient, game.id]);

  const onRegistered = (result: RegistrationResult) => {
    setDialog(null);
    announceRegistration(result, t);
  };
  const onLeft = (result: LeaveResult) => {
    setDialog(null);
    toast.success(
      result.refunded > 0
        ? t('games.toasts.left_refunded', { amount: formatManat(result.refunded, language) })
        : t('games.toasts.left'),
    );
  };

  const closed = state.kind === 'cancelled' || state.kind === 'finished';
  const canBook = state.kind === 'register' || state.kind === 'join_waitlist';
  // Inside the Telegram Mini App, its Main button books too (the dialog then takes it over).
  useMainButton(
    t(state.kind === 'register' ? 'games.actions.register' : 'games.actions.join_waitlist'),
    () => setDialog('register'),
    { visible: canBook && dialog === null },
  );

  return (
    <BookingPanel testId="registration-panel">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <PriceTag price={game.price} quote={shownQuote(game)} size="large" />
        {live && !closed ? (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
              color: 'success.main',
              typography: 'caption',
            }}
            data-testid="live-indicator"
            title={t('games.detail.live_hint')}
          >
            <Box
              aria-hidden
              sx={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: 'success.main',
                animation: 'oyna-pulse 2s ease-in-out infinite',
                '@keyframes oyna-pulse': { '50%': { opacity: 0.35 } },
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }}
            />
            {t('games.detail.live')}
          </Box>
        ) : null}
      </Box>

      <PlacesIndicator game={game} closed={closed} />

      {state.kind === 'cancelled' ? (
        <Alert severity="error" data-testid="game-cancelled">
          <AlertTitle sx={{ fontWeight: 700 }}>{t('games.detail.cancelled_title')}</AlertTitle>
          {t('games.detail.cancelled_text')}
        </Alert>
      ) : null}

      {state.kind === 'finished' ? (
        <Alert severity="info" variant="outlined" data-testid="game-finished">
          {game.status === 'completed' ? t('games.detail.completed_text') : t('games.detail.finished_text')}
        </Alert>
      ) : null}

      {state.kind === 'not_open' ? (
        <Alert severity="info" icon={<HourglassTopIcon />} data-testid="registration-not-open">
          <AlertTitle sx={{ fontWeight: 700 }}>
            {t('games.detail.opens_at', { moment: formatBakuDateTime(state.opensAt, language) })}
          </AlertTitle>
          {state.priority
            ? t('games.detail.priority_text', {
                tier: t(`games.tiers.${game.my_quote?.tier ?? 'silver'}`),
                moment: formatBakuDateTime(new Date(game.registration_opens_at), language),
                hours: PRIORITY_REGISTRATION_HOURS,
                count: PRIORITY_REGISTRATION_HOURS,
              })
            : t('games.detail.opens_in', { time: formatCountdown(remainingMs(state.opensAt, now)) })}
        </Alert>
      ) : null}

      {(state.kind === 'register' || state.kind === 'join_waitlist') &&
      game.my_registration_opens_at &&
      new Date(game.my_registration_opens_at).getTime() < new Date(game.registration_opens_at).getTime() &&
      new Date(game.registration_opens_at).getTime() > now.getTime() ? (
        <Alert severity="success" variant="outlined">
          {t('games.detail.priority_open', {
            moment: formatBakuDateTime(new Date(game.registration_opens_at), language),
          })}
        </Alert>
      ) : null}

      {state.kind === 'confirmed' && mine ? (
        <Alert severity="success" icon={<CheckCircleOutlineIcon />} data-testid="my-registration">
          <AlertTitle sx={{ fontWeight: 700 }}>{t('games.detail.confirmed_title')}</AlertTitle>
          {mine.payment_method === 'cash'
            ? mine.paid
              ? t('games.detail.cash_paid', { amount: formatManat(mine.price, language) })
              : t('games.detail.cash_unpaid', { amount: formatManat(mine.price, language) })
            : t('games.detail.wallet_paid', { amount: formatManat(mine.price, language) })}
        </Alert>
      ) : null}

      {state.kind === 'confirmed' && mine ? <MyGuests game={game} /> : null}

      {state.kind === 'held' && mine ? (
        <HeldPlace
          gameId={game.id}
          missing={wallet.data ? shortfall(mine.price, wallet.data.balance) : null}
          remaining={state.expiresAt ? remainingMs(state.expiresAt, now) : null}
        />
      ) : null}

      {state.kind === 'waitlisted' ? (
        <Alert severity="warning" data-testid="my-registration">
          <AlertTitle sx={{ fontWeight: 700 }}>
            {t('games.detail.waitlisted_title', { position: state.position ?? 1 })}
          </AlertTitle>
          {t('games.detail.waitlisted_text', { minutes: PAYMENT_HOLD_MINUTES })}
        </Alert>
      ) : null}

      {state.kind === 'level_mismatch' ? <LevelMismatch game={game} /> : null}

      {state.kind === 'register' || state.kind === 'join_waitlist' ? <BookingRestrictionNotice /> : null}

      {state.kind === 'register' || state.kind === 'join_waitlist' ? (
        <Button
          size="large"
          variant="contained"
          color={state.kind === 'register' ? 'primary' : 'secondary'}
          onClick={() => setDialog('register')}
          data-testid="game-register"
          fullWidth
        >
          {t(state.kind === 'register' ? 'games.actions.register' : 'games.actions.join_waitlist')}
        </Button>
      ) : null}

      {state.kind === 'register' || state.kind === 'join_waitlist' ? (
        <WatchPanel gameId={game.id} full={state.kind === 'join_waitlist'} />
      ) : null}

      {!closed &&
      (state.kind === 'register' || state.kind === 'confirmed' || state.kind === 'join_waitlist') ? (
        <Typography variant="body2" color="text.secondary" data-testid="refund-rule">
          {refundUntil.getTime() > now.getTime()
            ? t('games.refund.free_until', { moment: formatBakuDateTime(refundUntil, language) })
            : t('games.refund.window_closed', {
                hours: FREE_CANCELLATION_HOURS,
                count: FREE_CANCELLATION_HOURS,
              })}
        </Typography>
      ) : null}

      {state.kind === 'confirmed' || state.kind === 'held' || state.kind === 'waitlisted' ? (
        <Button variant="outlined" color="error" onClick={() => setDialog('leave')} data-testid="game-leave">
          {state.kind === 'waitlisted'
            ? t('games.actions.leave_waitlist')
            : state.kind === 'held'
              ? t('games.actions.release_hold')
              : t('games.actions.leave')}
        </Button>
      ) : null}

      {/* The dialogs open in a portal: they take no room in the panel. */}
      {dialog === 'register' ? (
        <RegisterDialog
          game={game}
          waitlist={state.kind === 'join_waitlist'}
          open
          onClose={() => setDialog(null)}
          onRegistered={onRegistered}
        />
      ) : null}
      {dialog === 'leave' ? (
        <LeaveDialog game={game} open onClose={() => setDialog(null)} onLeft={onLeft} />
      ) : null}
    </BookingPanel>
  );
}

/** The game's level range does not take mine: said instead of the booking button (decision 49). */
function LevelMismatch({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  const range = levelRangeText(t, game.min_level, game.max_level) ?? '';
  return (
    <Alert severity="info" icon={<BlockOutlinedIcon />} data-testid="level-mismatch">
      <AlertTitle sx={{ fontWeight: 700 }}>{t('games.level_gate.title')}</AlertTitle>
      {game.my_level
        ? t('games.level_gate.text', { range, mine: t(`onboarding.skills.levels.${game.my_level}`) })
        : t('games.level_gate.text_no_level', { range })}{' '}
      {t('games.level_gate.how')}
    </Alert>
  );
}

function HeldPlace({
  gameId,
  missing,
  remaining,
}: {
  gameId: string;
  /** What the wallet lacks; null until the wallet has been read. */
  missing: number | null;
  remaining: number | null;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Alert
      severity="warning"
      icon={<HourglassTopIcon />}
      data-testid="held-place"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{t('games.hold.title')}</AlertTitle>
      {remaining !== null ? (
        <Typography
          role="timer"
          aria-live="off"
          data-testid="hold-countdown"
          sx={{
            fontSize: '2rem',
            fontWeight: 800,
            fontVariantNumeric: 'tabular-nums',
            lineHeight: 1.2,
            my: 0.5,
          }}
        >
          {formatCountdown(remaining)}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {missing === null ? (
          <Skeleton width="80%" />
        ) : missing > 0 ? (
          t('games.hold.text', { amount: formatManat(missing, language) })
        ) : (
          t('games.hold.confirming')
        )}
      </Typography>
      {missing !== null && missing > 0 ? (
        <LinkButton
          to={topUpLink(missing, `/games/${gameId}`)}
          variant="contained"
          color="warning"
          startIcon={<AccountBalanceWalletOutlinedIcon />}
          data-testid="hold-top-up"
        >
          {t('games.hold.top_up', { amount: formatManat(missing, language) })}
        </LinkButton>
      ) : null}
    </Alert>
  );
}
