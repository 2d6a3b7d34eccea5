import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';

/** The subject's id filter, written to the address when the field is left or Enter is pressed. */
export function SubjectIdFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const [synced, setSynced] = useState(value);
  if (synced !== value) {
    setSynced(value);
    setText(value ?? '');
  }
  const commit = () => {
    const next = text.trim() || undefined;
    if (next !== value) onChange(next);
  };
  return (
    <TextField
      size="small"
      label={t('admin.audit.filters.subject_id')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'audit-subject-id' } }}
    />
  );
}
