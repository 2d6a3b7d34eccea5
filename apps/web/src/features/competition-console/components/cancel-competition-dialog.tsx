import TextField from '@mui/material/TextField';
import type { Competition } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { MutationConfirmDialog } from '../../../components/mutation-confirm-dialog';
import { useUpdateCompetition } from '../../../api/competitions';

const REASON_MAX = 300;

/** "Cancel the tournament?": with an optional reason the teams are told; every fee goes back. */
export function CancelCompetitionDialog({
  competition,
  open,
  onClose,
}: {
  competition: Competition;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateCompetition(competition.id);
  const [reason, setReason] = useState('');
  const paidTeams = competition.teams.filter((team) => team.fee_paid > 0 && !team.refunded).length;
  return (
    <MutationConfirmDialog
      open={open}
      danger
      title={t('competitions.cancel.title', { name: competition.name })}
      text={
        paidTeams > 0
          ? t('competitions.cancel.body_paid', { count: paidTeams })
          : t('competitions.cancel.body')
      }
      confirmLabel={t('competitions.cancel.confirm')}
      mutation={update}
      variables={{ status: 'cancelled', ...(reason.trim() ? { cancel_reason: reason.trim() } : {}) }}
      done={t('competitions.cancel.done')}
      onClose={onClose}
    >
      <TextField
        label={t('competitions.cancel.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 2 }}
        helperText={t('competitions.cancel.reason_hint')}
        slotProps={{ htmlInput: { maxLength: REASON_MAX, 'data-testid': 'cancel-competition-reason' } }}
      />
    </MutationConfirmDialog>
  );
}
