import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { fieldMessage } from '@oyna/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { currentLanguage } from '../../../lib/i18n';
import { textFieldBinding, type TextKey } from '../../../lib/text-field-binding';
import type { GameFormState } from '../lib/game-form';
import { type GameFormRequest, toFormRequest } from '../lib/series-request';
import { GameOptionsFields } from './game-options-fields';
import { GamePlayersPriceFields } from './game-players-price-fields';
import { GameWhereWhenFields } from './game-where-when-fields';

interface GameFormProps {
  initial: GameFormState;
  mode: 'create' | 'edit';
  submitting: boolean;
  /** The server's message per field, after a refused save. */
  serverErrors: Record<string, string>;
  serverError: string | null;
  onSubmit: (request: GameFormRequest) => void;
  onCancel: () => void;
}

/** Create or edit a game: venue, Baku time, format and capacity, kind and price, levels, options. */
export function GameForm({
  initial,
  mode,
  submitting,
  serverErrors,
  serverError,
  onSubmit,
  onCancel,
}: GameFormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const set = <K extends keyof GameFormState>(key: K, value: GameFormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const shown = { ...errors, ...serverErrors };
  const error = (field: string) =>
    shown[field] ? (serverErrors[field] ?? fieldMessage(shown[field] ?? '', language)) : undefined;
  const bind = (key: TextKey<GameFormState>, field: string, hint?: string) =>
    textFieldBinding(form[key], (value) => set(key, value), error(field), hint);
  const section = { form, set, error, bind };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = toFormRequest(form, new Date());
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.value);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="game-form">
      <Stack spacing={2.5}>
        {serverError ? (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        ) : null}
        {submitted && Object.keys(errors).length > 0 ? (
          <Alert severity="warning" role="alert">
            {t('games.form.fix_errors')}
          </Alert>
        ) : null}

        <GameWhereWhenFields {...section} />

        <GamePlayersPriceFields {...section} setForm={setForm} />

        <GameOptionsFields {...section} mode={mode} />

        <Stack direction="row" sx={{ gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={onCancel} disabled={submitting}>
            {t('games.actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={submitting}
            data-testid="game-form-submit"
          >
            {mode === 'edit'
              ? t('games.form.save')
              : form.weekly
                ? t('games.series.start')
                : t('games.form.publish')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
