import { MessageTextField } from '../../../components/message-text-field';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANNOUNCEMENT_URGENT_WITHIN_MS, type PostAnnouncementInput } from '@oyna/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';

const HOUR_MS = 3_600_000;

interface AnnouncementComposerProps {
  busy: boolean;
  /** Whether the subject has a kick-off: only then does a change of time or place make it urgent. */
  offerChange: boolean;
  onSend: (announcement: PostAnnouncementInput) => void;
  onCancel: () => void;
}

/**
 * The organizer's (or a captain's) announcement: its text, whether it tells a change of time or
 * place, and what sending it does (pinned, and a notification to everyone).
 */
export function AnnouncementComposer({ busy, offerChange, onSend, onCancel }: AnnouncementComposerProps) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [change, setChange] = useState(false);
  const trimmed = body.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed.length === 0 || busy) return;
    onSend({ body: trimmed, time_or_place_change: offerChange && change });
  };
  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={submit}
      sx={{ p: 1.5, borderRadius: 2 }}
      data-testid="announcement-composer"
      aria-label={t('conversations.announcement.write')}
    >
      <Stack spacing={1}>
        <MessageTextField
          label={t('conversations.announcement.text_label')}
          value={body}
          onText={setBody}
          minRows={2}
          maxRows={6}
          autoFocus
        />
        {offerChange ? (
          <>
            <FormControlLabel
              control={<Checkbox checked={change} onChange={(event) => setChange(event.target.checked)} />}
              label={t('conversations.announcement.change_label')}
            />
            {change ? (
              <Typography variant="caption" color="text.secondary">
                {t('conversations.announcement.change_hint', {
                  hours: ANNOUNCEMENT_URGENT_WITHIN_MS / HOUR_MS,
                })}
              </Typography>
            ) : null}
          </>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          {t('conversations.announcement.notice')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={busy}>
            {t('conversations.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || trimmed.length === 0}>
            {t('conversations.announcement.send')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
