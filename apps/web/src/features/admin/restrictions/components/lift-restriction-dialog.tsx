import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ADMIN_REASON_LENGTH, type AdminRestriction } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { useLiftRestriction } from '../api/restrictions';

/** Asks the admin why, then lifts the restriction (the reason goes to the audit log). */
export function LiftRestrictionDialog({
  restriction,
  onClose,
}: {
  restriction: AdminRestriction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const lift = useLiftRestriction();
  const trimmed = reason.trim();
  const valid = trimmed.length >= ADMIN_REASON_LENGTH.min && trimmed.length <= ADMIN_REASON_LENGTH.max;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="lift-restriction-title">
      <DialogTitle id="lift-restriction-title">
        {t('admin_restrictions.lift_title', { name: restriction.user.full_name })}
      </DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={t('admin_restrictions.lift_reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: ADMIN_REASON_LENGTH.max, 'data-testid': 'lift-reason' } }}
        />
        {lift.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(lift.error, (key) => t(key))}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin_restrictions.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!valid || lift.isPending}
          data-testid="lift-confirm"
          onClick={() =>
            lift.mutate(
              { id: restriction.id, reason: trimmed },
              {
                onSuccess: () => {
                  toast.success(t('admin_restrictions.lifted_toast'));
                  onClose();
                },
              },
            )
          }
        >
          {t('admin_restrictions.lift_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
