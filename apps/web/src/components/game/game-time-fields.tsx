import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../lib/use-translation';
import { textFieldBinding } from '../../lib/text-field-binding';

/** The quarter hour, in seconds: kick-offs are chosen by it. */
const QUARTER_HOUR_SECONDS = 900;

/** When a game or a match kicks off: a date and a time in Baku, by the quarter hour. */
export function KickOffField(props: {
  label: string;
  /** The `datetime-local` input's value (Baku time). */
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** Under the field while there is no error: that the time is Baku's. */
  hint: string;
  testId: string;
}) {
  return (
    <TextField
      type="datetime-local"
      label={props.label}
      {...textFieldBinding(props.value, props.onChange, props.error, props.hint)}
      required
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': props.testId, step: QUARTER_HOUR_SECONDS },
      }}
    />
  );
}

/** How long a game or a match lasts, in minutes, by the quarter hour between its bounds. */
export function DurationField(props: {
  label: string;
  value: string | number;
  /** The typed-in text, as the input gives it. */
  onChange: (value: string) => void;
  error: string | undefined;
  min: number;
  max: number;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      type="number"
      label={props.label}
      {...textFieldBinding(String(props.value), props.onChange, props.error)}
      slotProps={{
        htmlInput: { min: props.min, max: props.max, step: 15, inputMode: 'numeric' },
        input: { endAdornment: <InputAdornment position="end">{t('games.form.minutes')}</InputAdornment> },
      }}
    />
  );
}
