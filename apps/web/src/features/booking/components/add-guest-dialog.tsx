import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  GUEST_NAME_MAX_LENGTH,
  addGuestSchema,
  type GameDetail,
  type GuestBookingResult,
} from '@oyna/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { DialogConfirmActions } from '../../../components/dialog-confirm-actions';
import { useWallet } from '../../../api/wallet';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { parseFormValue } from '../../../lib/parse-form-value';
import { topUpLink } from '../../../lib/top-up-link';
import { useAddGuest } from '../api/guests';
import { shortfall } from '../lib/booking-money';
import { LinkButton } from '../../../components/link-button';

interface AddGuestDialogProps {
  game: GameDetail;
  onClose: () => void;
  onAdded: (result: GuestBookingResult) => void;
}

/** The guest's name and what it costs the wallet, before the place is booked and paid. */
export function AddGuestDialog({ game, onClose, onAdded }: AddGuestDialogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const titleId = useId();
  const wallet = useWallet();
  const add = useAddGuest();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const missing = wallet.data ? shortfall(game.price, wallet.data.balance) : 0;
  const serverFieldError = add.error instanceof ApiError ? add.error.fields?.['name'] : undefined;

  const close = () => {
    if (add.isPending) return;
    add.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseFormValue(addGuestSchema, { name }, 'invalid_value');
    if (!parsed.success) {
      setNameError(parsed.message);
      return;
    }
    setNameError(null);
    add.mutate(
      { gameId: game.id, name: parsed.data.name },
      {
        onSuccess: (result) => {
          add.reset();
          onAdded(result);
        },
      },
    );
  };

  const shownNameError = nameError ?? serverFieldError ?? null;
  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { 'data-testid': 'add-guest-dialog' } as object }}
    >
      {/* The name is checked here, with the product's own message, not by the browser. */}
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('games.guests.add.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              required
              label={t('games.guests.add.name_label')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={shownNameError !== null}
              helperText={shownNameError ?? t('games.guests.add.name_help')}
              slotProps={{ htmlInput: { maxLength: GUEST_NAME_MAX_LENGTH, 'data-testid': 'guest-name' } }}
              autoComplete="off"
            />
            <Typography variant="body2" data-testid="guest-price">
              {t('games.guests.add.price_text', { price: formatManat(game.price, language) })}
            </Typography>
            {missing > 0 ? (
              <Alert
                severity="warning"
                data-testid="guest-shortfall"
                action={
                  <LinkButton
                    to={topUpLink(missing, `/games/${game.id}`)}
                    color="inherit"
                    size="small"
                    startIcon={<AccountBalanceWalletOutlinedIcon />}
                  >
                    {t('games.guests.add.top_up', { amount: formatManat(missing, language) })}
                  </LinkButton>
                }
              >
                {t('games.guests.add.short_text', { missing: formatManat(missing, language) })}
              </Alert>
            ) : null}
            {add.isError && !serverFieldError ? (
              <Alert severity="error" role="alert" data-testid="add-guest-error">
                {errorMessage(add.error, (key) => t(key))}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogConfirmActions
          cancelLabel={t('games.guests.add.cancel')}
          onCancel={close}
          confirmLabel={t('games.guests.add.confirm')}
          pending={add.isPending}
          disabled={missing > 0}
          confirmTestId="add-guest-confirm"
        />
      </Box>
    </Dialog>
  );
}
