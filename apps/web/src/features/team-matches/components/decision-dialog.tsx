import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TEAM_MESSAGE_MAX_LENGTH } from '@oyna/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogConfirmActions } from '../../../components/dialog-confirm-actions';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useDecideTeamMatch, type TeamMatchDecision } from '../api/team-match-mutations';

/** Which decisions ask for a reason: required to cancel or dispute, optional to decline. */
const REASON: Record<TeamMatchDecision, 'none' | 'optional' | 'required'> = {
  accept: 'none',
  confirm: 'none',
  decline: 'optional',
  cancel: 'required',
  dispute: 'required',
};

interface DecisionDialogProps {
  matchId: string;
  decision: TeamMatchDecision;
  onClose: () => void;
}

/** Asks before a decision on a match (and for its reason), sends it and says it is done. */
export function DecisionDialog({ matchId, decision, onClose }: DecisionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const decide = useDecideTeamMatch(matchId);
  const [reason, setReason] = useState('');
  const needs = REASON[decision];
  const missing = needs === 'required' && reason.trim() === '';
  const close = () => {
    if (!decide.isPending) onClose();
  };
  const send = () =>
    decide.mutate(
      { decision, ...(needs !== 'none' && { reason: reason.trim() }) },
      {
        onSuccess: () => {
          toast.success(t(`team_matches.decisions.${decision}.done`));
          onClose();
        },
      },
    );
  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { 'data-testid': `decision-dialog-${decision}` } as object }}
    >
      <DialogTitle id={titleId}>{t(`team_matches.decisions.${decision}.title`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t(`team_matches.decisions.${decision}.text`)}</DialogContentText>
          {needs !== 'none' ? (
            <TextField
              label={t(
                needs === 'required'
                  ? 'team_matches.decisions.reason'
                  : 'team_matches.decisions.reason_optional',
              )}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required={needs === 'required'}
              multiline
              minRows={2}
              autoFocus
              slotProps={{
                htmlInput: { maxLength: TEAM_MESSAGE_MAX_LENGTH, 'data-testid': 'decision-reason' },
              }}
            />
          ) : null}
          {decide.isError ? (
            <Alert severity="error" role="alert">
              {errorMessage(decide.error, (key) => t(key))}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogConfirmActions
        cancelLabel={t('team_matches.actions.back')}
        onCancel={close}
        confirmLabel={t(`team_matches.decisions.${decision}.confirm`)}
        onConfirm={send}
        pending={decide.isPending}
        disabled={missing}
        color={decision === 'accept' || decision === 'confirm' ? 'primary' : 'error'}
        confirmTestId="decision-confirm"
      />
    </Dialog>
  );
}
