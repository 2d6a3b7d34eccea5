import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from '../../../lib/use-translation';
import type { EditLock } from '../lib/competition-edit';
import { LOCK_NOTE_SLOT, lockNote } from './lock-note';

export interface FormTextFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'name'> {
  /** The body's field name: where its error comes from and its test id. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Why it may not change any more (then it is disabled and says so). */
  lock?: EditLock | null | undefined;
  hint?: string | undefined;
}

/** A typed field of the competition form: its error, or why it is shut, or a hint under it. */
export function FormTextField({
  name,
  value,
  onChange,
  error,
  lock,
  hint,
  slotProps,
  ...props
}: FormTextFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={Boolean(lock) || props.disabled}
      error={Boolean(error)}
      helperText={error ?? lockNote(lock, t) ?? hint}
      slotProps={{
        ...slotProps,
        formHelperText: LOCK_NOTE_SLOT,
        htmlInput: { 'data-testid': `competition-form-${name}`, ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}
