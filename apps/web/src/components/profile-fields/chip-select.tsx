import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';

export interface ChipOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

interface ChipSelectProps<T extends string> {
  label: string;
  options: readonly ChipOption<T>[];
  selected: readonly T[];
  onToggle(value: T): void;
  /** Many may be chosen (checkboxes) rather than one (radio buttons). */
  multiple?: boolean;
  required?: boolean;
  helperText?: string | undefined;
  error?: string | undefined;
  testId?: string;
}

/** A set of large tappable chips: one choice or several, announced as radios or checkboxes. */
export function ChipSelect<T extends string>({
  label,
  options,
  selected,
  onToggle,
  multiple = false,
  required = false,
  helperText,
  error,
  testId,
}: ChipSelectProps<T>) {
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required} sx={{ minWidth: 0 }}>
      <FormLabel component="legend" id={labelId} sx={{ mb: 1, fontWeight: 600 }}>
        {label}
      </FormLabel>
      <Box
        role={multiple ? 'group' : 'radiogroup'}
        aria-labelledby={labelId}
        aria-describedby={helperText || error ? helperId : undefined}
        data-testid={testId}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {options.map((option) => {
          const on = selected.includes(option.value);
          return (
            <Chip
              key={option.value}
              label={option.label}
              clickable
              disabled={option.disabled && !on}
              role={multiple ? 'checkbox' : 'radio'}
              aria-checked={on}
              onClick={() => onToggle(option.value)}
              onKeyDown={(event) => {
                if (event.key === ' ') {
                  event.preventDefault();
                  onToggle(option.value);
                }
              }}
              icon={on ? <CheckIcon /> : undefined}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              sx={{ height: 44, borderRadius: '22px', px: 0.75, fontSize: '0.9375rem' }}
            />
          );
        })}
      </Box>
      {error || helperText ? (
        <FormHelperText id={helperId} sx={{ mx: 0, mt: 1 }}>
          {error ?? helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
