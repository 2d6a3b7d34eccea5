import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

/**
 * A form's on/off choice: the switch, its label, and under the label a line saying what it means.
 * `settingRow` lays it out as a settings line: the label (bold) first, the switch at the row's end.
 */
export function SwitchField({
  label,
  hint,
  checked,
  onChange,
  inputTestId,
  disabled = false,
  settingRow = false,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** On the switch's checkbox input. */
  inputTestId?: string;
  disabled?: boolean;
  settingRow?: boolean;
}) {
  return (
    <FormControlLabel
      disabled={disabled}
      {...(settingRow && {
        labelPlacement: 'start' as const,
        sx: { alignItems: 'flex-start', mx: 0, gap: 1.5, justifyContent: 'space-between' },
      })}
      control={
        <Switch
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={inputTestId ? { input: { 'data-testid': inputTestId } as object } : undefined}
        />
      }
      label={
        <span>
          {settingRow ? (
            <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
              {label}
            </Typography>
          ) : (
            label
          )}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {hint}
          </Typography>
        </span>
      }
    />
  );
}
