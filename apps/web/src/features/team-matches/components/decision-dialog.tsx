import TextField from '@mui/material/TextField';
import { TEAM_MESSAGE_MAX_LENGTH } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { MatchFormDialog } from '../../../components/match-result/match-form-dialog';
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
  const decide = useDecideTeamMatch(matchId);
  const [reason, setReason] = useState('');
  const needs = REASON[decision];
  const missing = needs === 'required' && reason.trim() === '';
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
    <MatchFormDialog
      narrow
      title={t(`team_matches.decisions.${decision}.title`)}
      text={t(`team_matches.decisions.${decision}.text`)}
      onClose={onClose}
      cancelLabel={t('team_matches.actions.back')}
      confirmLabel={t(`team_matches.decisions.${decision}.confirm`)}
      onConfirm={send}
      pending={decide.isPending}
      error={decide.isError ? decide.error : null}
      confirmDisabled={missing}
      confirmColor={decision === 'accept' || decision === 'confirm' ? 'primary' : 'error'}
      confirmTestId="decision-confirm"
      testId={`decision-dialog-${decision}`}
    >
      {needs !== 'none' ? (
        <TextField
          label={t(
            needs === 'required' ? 'team_matches.decisions.reason' : 'team_matches.decisions.reason_optional',
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
    </MatchFormDialog>
  );
}
