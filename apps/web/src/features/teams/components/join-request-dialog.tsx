import TextField from '@mui/material/TextField';
import { TEAM_MESSAGE_MAX_LENGTH, joinTeamBodySchema } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { useCheckedText } from '../../../hooks/use-checked-text';
import { JoinTeamDialog } from './join-team-dialog';

/**
 * "Ask to join" a team whose captain approves: an optional short message to the captain (who reads
 * it among the join requests), at most TEAM_MESSAGE_MAX_LENGTH characters.
 */
export function JoinRequestDialog({
  open,
  teamName,
  pending,
  onSend,
  onClose,
}: {
  open: boolean;
  teamName: string;
  pending: boolean;
  onSend: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const message = useCheckedText(joinTeamBodySchema.shape.message, 'team_message_length');

  return (
    <JoinTeamDialog
      way="request"
      open={open}
      onClose={onClose}
      onSubmit={message.submit((value) => onSend(value ?? ''))}
      pending={pending}
      text={t('teams.join.request_text', { name: teamName })}
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={2}
        label={t('teams.join.request_message')}
        {...message.field}
        helperText={message.error ?? `${message.text.length}/${TEAM_MESSAGE_MAX_LENGTH}`}
        slotProps={{ htmlInput: { 'data-testid': 'join-request-message' } }}
      />
    </JoinTeamDialog>
  );
}
