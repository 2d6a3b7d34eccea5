import TextField from '@mui/material/TextField';
import { ADMIN_REASON_LENGTH } from '@oyna/shared';
import { useTranslation } from 'react-i18next';

/** True when a reason has the length an admin change needs. */
export function reasonIsValid(reason: string): boolean {
  const length = reason.trim().length;
  return length >= ADMIN_REASON_LENGTH.min && length <= ADMIN_REASON_LENGTH.max;
}

/** The reason an admin gives for a money action: required, kept in the audit log. */
export function ReasonField(props: { value: string; onChange: (value: string) => void; showError: boolean }) {
  const { t } = useTranslation();
  const limits = { min: ADMIN_REASON_LENGTH.min, max: ADMIN_REASON_LENGTH.max };
  const invalid = props.showError && !reasonIsValid(props.value);
  return (
    <TextField
      label={t('admin_money.reason.label')}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      required
      multiline
      minRows={2}
      fullWidth
      error={invalid}
      helperText={invalid ? t('admin_money.reason.invalid', limits) : t('admin_money.reason.helper', limits)}
      slotProps={{ htmlInput: { maxLength: ADMIN_REASON_LENGTH.max, 'data-testid': 'reason' } }}
    />
  );
}
