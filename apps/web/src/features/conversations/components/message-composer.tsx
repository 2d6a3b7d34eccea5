import { MessageTextField } from '../../../components/message-text-field';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';

interface MessageComposerProps {
  /** The text to start from (a message being edited). */
  initial?: string;
  /** Above the field: whom I reply to, or that I edit. */
  context?: string | null;
  busy: boolean;
  onSend: (body: string) => void;
  onCancel?: () => void;
  submitLabel: string;
}

/** The text field under a conversation: trimmed, at most MESSAGE_MAX_LENGTH characters, never empty. */
export function MessageComposer({
  initial = '',
  context,
  busy,
  onSend,
  onCancel,
  submitLabel,
}: MessageComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const body = text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body || busy) return;
    onSend(body);
    setText('');
  };
  return (
    <Stack component="form" spacing={1} onSubmit={submit}>
      {context ? (
        <Alert severity="info" onClose={onCancel} sx={{ py: 0 }}>
          {context}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <MessageTextField
          label={t('conversations.composer_label')}
          placeholder={t('conversations.composer_placeholder')}
          value={text}
          onText={setText}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) submit(event);
          }}
          maxRows={5}
          size="small"
        />
        <Button type="submit" variant="contained" disabled={!body || busy} endIcon={<SendIcon />}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
