import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import {
  FREE_CANCELLATION_HOURS,
  RELIABILITY_POLICY,
  isLateCancellation,
  manatToQepik,
  qepikToManat,
  type GameDetail,
  type LeaveResult,
} from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useLeaveGame } from '../api/leave-game';
import { BookingConfirmDialog } from './booking-confirm-dialog';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { useSessionStore } from '../../../lib/session/session-store';

interface LeaveDialogProps {
  game: GameDetail;
  open: boolean;
  onClose: () => void;
  onLeft: (result: LeaveResult) => void;
}

/** What leaving costs, said before it happens: the refund rule applied to my booking now. */
export function LeaveDialog({ game, open, onClose, onLeft }: LeaveDialogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const leave = useLeaveGame();
  // The dialog mounts when it opens: the refund rule is the one at that moment.
  const [openedAt] = useState(() => Date.now());
  const myId = useSessionStore((state) => state.user?.id);
  const mine = game.my_registration;
  if (!mine) return null;
  const myGuests = game.guests.filter((guest) => guest.booker.id === myId);
  const guestsPaid = myGuests.reduce((sum, guest) => sum + (manatToQepik(guest.price) ?? 0), 0);

  const refundUntil = new Date(game.free_cancellation_until);
  const charged =
    mine.status === 'confirmed' && mine.payment_method === 'balance' && mine.paid && mine.price > 0;
  const inWindow = openedAt <= refundUntil.getTime();
  // Only a confirmed place left close to kick-off counts against the player (decision 36).
  const late =
    mine.status === 'confirmed' && isLateCancellation(new Date(game.starts_at), new Date(openedAt));

  let text: string;
  if (mine.status === 'waitlisted') text = t('games.leave.waitlist_text');
  else if (mine.status === 'pending_payment') text = t('games.leave.hold_text');
  else if (!charged) text = t('games.leave.unpaid_text');
  else if (inWindow)
    text = t('games.leave.refund_text', {
      amount: formatManat(mine.price, language),
      moment: formatBakuDateTime(refundUntil, language),
    });
  else
    text = t('games.leave.no_refund_text', {
      amount: formatManat(mine.price, language),
      hours: FREE_CANCELLATION_HOURS,
      count: FREE_CANCELLATION_HOURS,
    });

  return (
    <BookingConfirmDialog
      open={open}
      testId="leave-dialog"
      title={mine.status === 'waitlisted' ? t('games.leave.waitlist_title') : t('games.leave.title')}
      request={leave}
      variables={game.id}
      onClose={onClose}
      onDone={onLeft}
      cancelLabel={t('games.leave.stay')}
      confirmLabel={
        mine.status === 'waitlisted' ? t('games.leave.confirm_waitlist') : t('games.leave.confirm')
      }
      confirmTestId="leave-confirm"
    >
      <DialogContentText data-testid="leave-refund-text">{text}</DialogContentText>
      {late ? (
        <Alert severity="warning" data-testid="leave-late-warning">
          {t('games.leave.late_warning', {
            count: RELIABILITY_POLICY.lateCancellationHours,
            hours: RELIABILITY_POLICY.lateCancellationHours,
          })}
        </Alert>
      ) : null}
      {myGuests.length > 0 ? (
        <DialogContentText data-testid="leave-with-guests">
          {t('games.guests.leave_with_guests', {
            names: myGuests.map((guest) => guest.name).join(', '),
            amount: formatManat(qepikToManat(guestsPaid), language),
          })}
        </DialogContentText>
      ) : null}
    </BookingConfirmDialog>
  );
}
