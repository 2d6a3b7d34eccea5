import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/use-translation';
import type { EditLock } from '../lib/competition-edit';
import { LOCK_NOTE_SLOT, lockNote } from './lock-note';

/** A choice of the competition form from a fixed list; shut (saying why) when it may no longer change. */
export function FormSelectField<T extends string>({
  name,
  label,
  value,
  options,
  onChange,
  lock,
  error,
}: {
  name: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  lock?: EditLock | null | undefined;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      disabled={Boolean(lock)}
      error={Boolean(error)}
      helperText={error ?? lockNote(lock, t)}
      slotProps={{
        formHelperText: LOCK_NOTE_SLOT,
        select: { SelectDisplayProps: { 'data-testid': `competition-form-${name}` } as object },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
