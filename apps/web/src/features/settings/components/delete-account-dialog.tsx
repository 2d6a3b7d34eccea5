import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES,
  ACCOUNT_DELETION_GRACE_DAYS,
  DELETED_PLAYER_NAMES,
  type MyAccountDeletion,
  formatManat,
} from '@oyna/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { DialogConfirmActions } from '../../../components/dialog-confirm-actions';
import { PasswordField } from '../../../components/password-field';
import { QueryFallback } from '../../../components/query-fallback';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session/session-store';
import { useMyAccountDeletion, useScheduleAccountDeletion } from '../api/account-deletion';
import { DeletionBlockers } from './deletion-blockers';

const CONSEQUENCES = ['signed_out', 'erased_on', 'personal', 'others', 'money', 'reuse'] as const;
const DAY_MS = 86_400_000;

/** Whether this session's sign-in still counts as fresh (at `now`) for an account without a password. */
const freshAt = (state: MyAccountDeletion, now: number) =>
  state.fresh_sign_in_until !== null && Date.parse(state.fresh_sign_in_until) > now;

/** Exactly what deleting the account does, the day included. */
function Consequences({ graceDays, now }: { graceDays: number; now: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const values = {
    date: formatDateTime(new Date(now + graceDays * DAY_MS), language),
    name: DELETED_PLAYER_NAMES[language],
  };
  return (
    <div>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('settings.delete_account.what_happens')}
      </Typography>
      <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
        {CONSEQUENCES.map((part) => (
          <li key={part}>{t(`settings.delete_account.consequences.${part}`, values)}</li>
        ))}
      </Typography>
    </div>
  );
}

/**
 * The deletion's dialog (decision 91): what will happen, what stands in the way (with where to clear
 * it), the balance to give up, the password or a fresh sign-in; then the day it is scheduled for,
 * and the player is signed out.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useMyAccountDeletion();
  const schedule = useScheduleAccountDeletion();
  const logout = useSessionStore((store) => store.logout);
  const [password, setPassword] = useState('');
  const [givesUp, setGivesUp] = useState(false);
  // When the dialog opened: the day it names and whether a sign-in is fresh are read from it.
  const [now] = useState(Date.now);
  const state = query.data;
  const scheduled = schedule.data;

  if (scheduled) {
    return (
      <Dialog open aria-labelledby={titleId} data-testid="account-deletion-scheduled">
        <DialogTitle id={titleId}>{t('settings.delete_account.scheduled_title')}</DialogTitle>
        <DialogContent>
          <Typography>
            {t('settings.delete_account.scheduled_text', {
              date: formatDateTime(new Date(scheduled.erase_at), currentLanguage()),
            })}
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button variant="contained" onClick={() => void logout()} data-testid="account-deletion-done">
            {t('settings.delete_account.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  const blockers = (state?.blockers ?? []).filter(
    (blocker) => !(givesUp && blocker.reason === 'wallet_balance'),
  );
  const holdsMoney = (state?.blockers ?? []).some((blocker) => blocker.reason === 'wallet_balance');
  const proven = state?.proof === 'password' ? password.length > 0 : state ? freshAt(state, now) : false;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!state || blockers.length > 0 || !proven) return;
    schedule.mutate({ ...(state.proof === 'password' && { password }), give_up_balance: givesUp });
  };

  return (
    <Dialog
      open
      onClose={schedule.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={onSubmit} noValidate data-testid="account-deletion-dialog">
        <DialogTitle id={titleId}>{t('settings.delete_account.dialog_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Consequences graceDays={state?.grace_days ?? ACCOUNT_DELETION_GRACE_DAYS} now={now} />
            <QueryFallback
              query={query}
              errorTitle={t('settings.delete_account.failed_load')}
              skeletons={[56]}
            />
            {state ? (
              <>
                <DeletionBlockers blockers={blockers} />
                {holdsMoney ? (
                  <FormControlLabel
                    control={
                      <Checkbox checked={givesUp} onChange={(event) => setGivesUp(event.target.checked)} />
                    }
                    label={t('settings.delete_account.give_up', {
                      amount: formatManat(state.balance, currentLanguage()),
                    })}
                    data-testid="account-deletion-give-up"
                  />
                ) : null}
                {state.proof === 'password' ? (
                  <PasswordField
                    label={t('settings.delete_account.password')}
                    helperText={t('settings.delete_account.password_hint')}
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    required
                    fullWidth
                  />
                ) : freshAt(state, now) ? (
                  <Alert severity="info">{t('settings.delete_account.fresh_ok')}</Alert>
                ) : (
                  <Alert
                    severity="info"
                    action={
                      <Button color="inherit" size="small" onClick={() => void logout()}>
                        {t('settings.delete_account.sign_in_again')}
                      </Button>
                    }
                  >
                    {t('settings.delete_account.fresh_needed', {
                      count: ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES,
                    })}
                  </Alert>
                )}
              </>
            ) : null}
            {schedule.isError ? (
              <Alert severity="error" role="alert">
                {errorMessage(schedule.error, (key) => t(key))}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogConfirmActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          cancelFocused
          confirmLabel={t('settings.delete_account.confirm')}
          pending={schedule.isPending}
          disabled={!state || blockers.length > 0 || !proven}
          color="error"
          confirmTestId="account-deletion-confirm"
        />
      </form>
    </Dialog>
  );
}
