import { MessageTextField } from '../../../components/message-text-field';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ConversationMessage } from '@oyna/shared';
import { type FormEvent, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/use-translation';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { fullName } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** Who wrote a line, as the reader sees it: Oyna's answers under Oyna's name for the player. */
export function authorLabel(message: ConversationMessage, side: 'player' | 'admin', t: TFunction): string {
  if (message.mine) return t('support.you');
  if (message.author_role === 'admin') {
    return side === 'admin' && message.author
      ? t('support.oyna_admin', { name: message.author.first_name })
      : t('support.oyna');
  }
  return message.author ? fullName(message.author) : t('support.someone');
}

interface SupportThreadProps {
  messages: readonly ConversationMessage[];
  side: 'player' | 'admin';
  busy: boolean;
  error: string | null;
  /** The composer's label: the player's reply, or the admin's answer. */
  composerLabel: string;
  sendLabel: string;
  onSend: (body: string, done: () => void) => void;
}

/** A request's conversation, oldest first (plain text only), and the field to write the next line. */
export function SupportThread({
  messages,
  side,
  busy,
  error,
  composerLabel,
  sendLabel,
  onSend,
}: SupportThreadProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [text, setText] = useState('');
  const body = text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body || busy) return;
    onSend(body, () => setText(''));
  };
  return (
    <Stack spacing={2}>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="support-messages">
        {messages.map((message) => (
          <Box
            component="li"
            key={message.id}
            sx={{ display: 'flex', justifyContent: message.mine ? 'flex-end' : 'flex-start', mb: 1.5 }}
          >
            <Box
              sx={{
                maxWidth: '85%',
                px: 2,
                py: 1,
                borderRadius: '16px',
                bgcolor: message.mine ? 'primary.main' : 'action.hover',
                color: message.mine ? 'primary.contrastText' : 'text.primary',
              }}
            >
              <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
                {authorLabel(message, side, t)} · {formatBakuDateTime(new Date(message.created_at), language)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.deleted ? t('conversations.deleted') : message.body}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Stack component="form" spacing={1} onSubmit={submit}>
        <MessageTextField label={composerLabel} value={text} onText={setText} minRows={2} maxRows={8} />
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={!body || busy}>
            {sendLabel}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
