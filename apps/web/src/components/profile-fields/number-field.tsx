import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { numericInput } from './lib/step-forms';

interface NumberFieldProps {
  name: string;
  label: string;
  value: string;
  /** The typed-in text kept to digits (and one decimal point with `decimals`). */
  onChange: (value: string) => void;
  error: string | undefined;
  /** Under the field while there is no error. */
  hint?: string;
  required?: boolean;
  /** A number with a fraction (weight, shoe size): the decimal keyboard, and a point or comma kept. */
  decimals?: boolean;
  maxLength: number;
  /** After the number: what it counts (cm, kg, years). */
  unit?: string;
  /** Narrower than the form from the small breakpoint, as a field alone on its row. */
  narrow?: boolean;
}

/** A number the player types into a profile step (height, years playing, jersey): the numeric keyboard, digits only. */
export function NumberField({ decimals = false, unit, narrow = false, ...props }: NumberFieldProps) {
  return (
    <TextField
      name={props.name}
      label={props.label}
      required={props.required}
      value={props.value}
      onChange={(event) => props.onChange(numericInput(event.target.value, { decimals }))}
      error={Boolean(props.error)}
      helperText={props.error ?? props.hint}
      slotProps={{
        ...(unit ? { input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } } : {}),
        htmlInput: { inputMode: decimals ? 'decimal' : 'numeric', maxLength: props.maxLength },
      }}
      sx={narrow ? { maxWidth: { sm: 260 } } : undefined}
    />
  );
}
