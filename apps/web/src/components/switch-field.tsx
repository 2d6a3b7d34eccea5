import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

/** A form's on/off choice: the switch, its label, and under the label a line saying what it means. */
export function SwitchField({
  label,
  hint,
  checked,
  onChange,
  inputTestId,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** On the switch's checkbox input. */
  inputTestId?: string;
}) {
  return (
    <FormControlLabel
      control={
        <Switch
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={inputTestId ? { input: { 'data-testid': inputTestId } as object } : undefined}
        />
      }
      label={
        <span>
          {label}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {hint}
          </Typography>
        </span>
      }
    />
  );
}
