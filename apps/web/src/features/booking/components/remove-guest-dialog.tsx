import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FREE_CANCELLATION_HOURS, type GameDetail, type GameGuest, type LeaveResult } from '@oyna/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogConfirmActions } from '../../../components/dialog-confirm-actions';
import { errorMessage } from '../../../lib/api-error';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useRemoveGuest } from '../api/guests';

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
  const titleId = useId();
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

  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };

  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { 'data-testid': 'remove-guest-dialog' } as object }}
    >
      <DialogTitle id={titleId}>{t('games.guests.remove_dialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{text}</DialogContentText>
          {remove.isError ? (
            <Alert severity="error" role="alert">
              {errorMessage(remove.error, (key) => t(key))}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogConfirmActions
        cancelLabel={t('games.guests.remove_dialog.keep')}
        onCancel={close}
        confirmLabel={t('games.guests.remove_dialog.confirm')}
        onConfirm={() =>
          remove.mutate(
            { gameId: game.id, guestId: guest.id },
            {
              onSuccess: (result) => {
                remove.reset();
                onRemoved(result);
              },
            },
          )
        }
        pending={remove.isPending}
        color="error"
        confirmTestId="remove-guest-confirm"
      />
    </Dialog>
  );
}
