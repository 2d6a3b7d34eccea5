import { MessageTextField } from '../../../components/message-text-field';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  SUPPORT_TOPICS,
  type SupportContextInput,
  type SupportRequest,
  type SupportTopic,
} from '@oyna/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/api-error';
import { useCreateSupportRequest } from '../api/support';

interface SupportRequestFormProps {
  /** The payment, transaction or game the player wrote from, if any. */
  context: SupportContextInput | null;
  initialTopic: SupportTopic | null;
  onRemoveContext: () => void;
  onCreated: (request: SupportRequest) => void;
}

/** A new request to Oyna: what it is about, the player's words, and what they wrote from. */
export function SupportRequestForm({
  context,
  initialTopic,
  onRemoveContext,
  onCreated,
}: SupportRequestFormProps) {
  const { t } = useTranslation();
  const [topic, setTopic] = useState<SupportTopic | null>(initialTopic);
  const [text, setText] = useState('');
  const create = useCreateSupportRequest();
  const body = text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!topic || !body || create.isPending) return;
    create.mutate({ topic, body, context }, { onSuccess: onCreated });
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} data-testid="support-form">
      <FormControl>
        <FormLabel id="support-topic-label">{t('support.topic_label')}</FormLabel>
        <RadioGroup
          aria-labelledby="support-topic-label"
          value={topic ?? ''}
          onChange={(event) => setTopic(SUPPORT_TOPICS.find((item) => item === event.target.value) ?? null)}
        >
          {SUPPORT_TOPICS.map((item) => (
            <FormControlLabel
              key={item}
              value={item}
              control={<Radio />}
              label={t(`support.topics.${item}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {context ? (
        <Alert
          severity="info"
          action={
            <IconButton size="small" aria-label={t('support.remove_attachment')} onClick={onRemoveContext}>
              <CloseIcon fontSize="small" />
            </IconButton>
          }
        >
          {t(`support.attaching.${context.kind}`)}
        </Alert>
      ) : null}
      <MessageTextField
        label={t('support.body_label')}
        placeholder={t('support.body_placeholder')}
        value={text}
        onText={setText}
        minRows={3}
        maxRows={10}
      />
      {create.isError ? <Alert severity="error">{errorMessage(create.error, t)}</Alert> : null}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={!topic || !body || create.isPending}>
          {t('support.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
