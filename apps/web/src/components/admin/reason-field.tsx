import TextField from '@mui/material/TextField';
import { ADMIN_REASON_LENGTH } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';

/** Whether `reason` is long enough for the API (3-500 characters once trimmed). */
export function reasonIsValid(reason: string): boolean {
  const length = reason.trim().length;
  return length >= ADMIN_REASON_LENGTH.min && length <= ADMIN_REASON_LENGTH.max;
}

/** The reason an admin types for a change, and whether a save was tried (the field's message shows only then). */
export function useReasonDraft() {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  return {
    /** What is typed. */
    text: reason,
    tried,
    /** Marks a save as tried; whether the reason may be sent (when `optional`, an empty one may). */
    check(optional = false): boolean {
      setTried(true);
      return (optional && reason.trim() === '') || reasonIsValid(reason);
    },
    clear() {
      setReason('');
      setTried(false);
    },
    /** What its `ReasonField` takes. */
    field: { value: reason, onChange: setReason, showError: tried },
  };
}

interface ReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Show the "too short" message (after a submit attempt). */
  showError: boolean;
  required?: boolean;
  testId?: string;
  label?: string;
  /** What the field says below itself while valid; the audit-log note by default. */
  hint?: 'admin.reason.hint' | 'admin_money.reason.helper';
}

/** Why an admin makes a change: kept in the audit log with the change. */
export function ReasonField({
  value,
  onChange,
  showError,
  required = true,
  testId,
  label,
  hint,
}: ReasonFieldProps) {
  const { t } = useTranslation();
  const invalid = showError && (required || value.trim() !== '') && !reasonIsValid(value);
  return (
    <TextField
      label={label ?? t('admin.reason.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={required}
      multiline
      minRows={2}
      fullWidth
      error={invalid}
      helperText={
        invalid
          ? t('admin.reason.invalid', { min: ADMIN_REASON_LENGTH.min, max: ADMIN_REASON_LENGTH.max })
          : t(hint ?? 'admin.reason.hint', { min: ADMIN_REASON_LENGTH.min, max: ADMIN_REASON_LENGTH.max })
      }
      slotProps={{ htmlInput: { maxLength: ADMIN_REASON_LENGTH.max, 'data-testid': testId } }}
    />
  );
}
