import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  type ConversationMessage,
  MESSAGE_REPORT_NOTE_MAX_LENGTH,
  MESSAGE_REPORT_REASONS,
  type MessageReportReason,
} from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useReportMessage } from '../api/conversation-safety';

/** Reports another's message to the moderators: a reason from the list and an optional note. */
export function ReportDialog({ message, onClose }: { message: ConversationMessage; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<MessageReportReason | null>(null);
  const [note, setNote] = useState('');
  const report = useReportMessage();
  const send = () => {
    if (!reason) return;
    report.mutate(
      {
        conversationId: message.conversation_id,
        messageId: message.id,
        reason,
        ...(note.trim() && { note: note.trim() }),
      },
      {
        onSuccess: () => {
          toast.success(t('conversation_safety.reported'));
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, t)),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="report-message-title">
      <DialogTitle id="report-message-title">{t('conversation_safety.report_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('conversation_safety.report_intro')}</DialogContentText>
        <FormControl>
          <FormLabel id="report-reason-label">{t('conversation_safety.reason')}</FormLabel>
          <RadioGroup
            aria-labelledby="report-reason-label"
            value={reason ?? ''}
            onChange={(event) => setReason(event.target.value as MessageReportReason)}
          >
            {MESSAGE_REPORT_REASONS.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={t(`conversation_safety.reasons.${value}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label={t('conversation_safety.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          slotProps={{ htmlInput: { maxLength: MESSAGE_REPORT_NOTE_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('conversation_safety.cancel')}</Button>
        <Button variant="contained" disabled={!reason || report.isPending} onClick={send}>
          {t('conversation_safety.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
