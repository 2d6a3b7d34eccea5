import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { TEAM_MESSAGE_MAX_LENGTH, fieldMessage, joinTeamBodySchema } from '@oyna/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogConfirmActions } from '../../../components/dialog-confirm-actions';
import { currentLanguage } from '../../../lib/i18n';

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
  const titleId = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = joinTeamBodySchema.shape.message.safeParse(message);
    if (!parsed.success) {
      setError(fieldMessage(parsed.error.issues[0]?.message ?? 'team_message_length', currentLanguage()));
      return;
    }
    setError(null);
    onSend(parsed.data ?? '');
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('teams.join.request_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('teams.join.request_text', { name: teamName })}
          </DialogContentText>
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
        </DialogContent>
        <DialogConfirmActions
          cancelLabel={t('teams.confirm.cancel')}
          onCancel={onClose}
          confirmLabel={t('teams.join.ask')}
          pending={pending}
          confirmTestId="join-request-send"
        />
      </form>
    </Dialog>
  );
}
