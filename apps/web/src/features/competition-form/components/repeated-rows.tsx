import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { EditLock } from '../lib/competition-edit';

/** A field of the competition form made of repeated rows: the rows, their change, the field's error and lock. */
export interface RowsFieldProps<T> {
  rows: T[];
  onChange: (rows: T[]) => void;
  error?: string | undefined;
  lock?: EditLock | null | undefined;
}

/**
 * A list of like rows (venues, days): each with a remove button (not the last one), and an add
 * button up to `max`. `columns` lays a row out, its last column being the remove button.
 */
export function RepeatedRows<T>({
  rows,
  onChange,
  renderRow,
  newRow,
  max,
  addLabel,
  columns,
  disabled = false,
  note,
}: {
  rows: readonly T[];
  onChange: (rows: T[]) => void;
  renderRow: (row: T, change: (changes: Partial<T>) => void, index: number) => ReactNode;
  newRow: () => T;
  max: number;
  addLabel: string;
  columns: { xs: string; sm: string };
  disabled?: boolean;
  /** Under the rows: why they may no longer change. */
  note?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} sx={{ gridColumn: '1 / -1' }}>
      {rows.map((row, index) => (
        <Box key={index} sx={{ display: 'grid', gridTemplateColumns: columns, gap: 1, alignItems: 'start' }}>
          {renderRow(
            row,
            (changes) => onChange(rows.map((item, at) => (at === index ? { ...item, ...changes } : item))),
            index,
          )}
          <IconButton
            aria-label={t('competitions.create.remove')}
            disabled={disabled || rows.length === 1}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      {note ? <FormHelperText sx={{ mt: 0 }}>{note}</FormHelperText> : null}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        disabled={disabled || rows.length >= max}
        onClick={() => onChange([...rows, newRow()])}
      >
        {addLabel}
      </Button>
    </Stack>
  );
}
