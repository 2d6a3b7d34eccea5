import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { TEAM_MESSAGE_MAX_LENGTH, joinTeamBodySchema } from '@oyna/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { parseFormValue } from '../../../lib/parse-form-value';

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
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseFormValue(joinTeamBodySchema.shape.message, message, 'team_message_length');
    if (!parsed.success) {
      setError(parsed.message);
      return;
    }
    setError(null);
    onSend(parsed.data ?? '');
  };

  return (
    <FormDialog
      open={open}
      title={t('teams.join.request_title')}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      cancelLabel={t('teams.confirm.cancel')}
      confirmLabel={t('teams.join.ask')}
      confirmTestId="join-request-send"
    >
      <DialogContentText>{t('teams.join.request_text', { name: teamName })}</DialogContentText>
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={2}
        label={t('teams.join.request_message')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={error !== null}
        helperText={error ?? `${message.length}/${TEAM_MESSAGE_MAX_LENGTH}`}
        slotProps={{ htmlInput: { 'data-testid': 'join-request-message' } }}
      />
    </FormDialog>
  );
}
