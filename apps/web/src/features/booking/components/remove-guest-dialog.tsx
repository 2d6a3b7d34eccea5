import DialogContentText from '@mui/material/DialogContentText';
import { FREE_CANCELLATION_HOURS, type GameDetail, type GameGuest, type LeaveResult } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useRemoveGuest } from '../api/guests';
import { BookingConfirmDialog } from './booking-confirm-dialog';

interface RemoveGuestDialogProps {
  game: GameDetail;
  guest: GameGuest;
  onClose: () => void;
  onRemoved: (result: LeaveResult) => void;
}

/** What taking a guest off gives back, said before it happens: the leaving rule, applied to the guest's place. */
export function RemoveGuestDialog({ game, guest, onClose, onRemoved }: RemoveGuestDialogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const remove = useRemoveGuest();
  // The dialog mounts when it opens: the refund rule is the one at that moment.
  const [openedAt] = useState(() => Date.now());
  const amount = formatManat(guest.price, language);
  const text =
    guest.price === 0
      ? t('games.guests.remove_dialog.free_text', { name: guest.name })
      : openedAt <= new Date(game.free_cancellation_until).getTime()
        ? t('games.guests.remove_dialog.refund_text', { name: guest.name, amount })
        : t('games.guests.remove_dialog.no_refund_text', {
            amount,
            hours: FREE_CANCELLATION_HOURS,
            count: FREE_CANCELLATION_HOURS,
          });

  return (
    <BookingConfirmDialog
      testId="remove-guest-dialog"
      title={t('games.guests.remove_dialog.title')}
      request={remove}
      variables={{ gameId: game.id, guestId: guest.id }}
      onClose={onClose}
      onDone={onRemoved}
      cancelLabel={t('games.guests.remove_dialog.keep')}
      confirmLabel={t('games.guests.remove_dialog.confirm')}
      confirmTestId="remove-guest-confirm"
    >
      <DialogContentText>{text}</DialogContentText>
    </BookingConfirmDialog>
  );
}
