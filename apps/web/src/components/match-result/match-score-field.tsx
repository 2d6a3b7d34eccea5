import TextField from '@mui/material/TextField';
import { MAX_SIDE_SCORE } from '@oyna/shared';
import { goalsInput } from '../../lib/match-result';

/**
 * A number field for a side's score or a player's goals in a match's result form. `compact`: the
 * narrow field beside a player's name; `capped`: typing more than the highest score keeps it there
 * (otherwise the form says why it cannot be sent).
 */
export function MatchScoreField({
  label,
  value,
  onChange,
  testId,
  compact = false,
  capped = true,
  disabled = false,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  testId: string;
  compact?: boolean;
  capped?: boolean;
  disabled?: boolean;
}) {
  return (
    <TextField
      type="number"
      size={compact ? 'small' : 'medium'}
      label={label}
      value={value}
      onChange={(event) => onChange(goalsInput(event.target.value, capped))}
      disabled={disabled}
      sx={compact ? { width: 96 } : undefined}
      slotProps={{
        htmlInput: {
          min: 0,
          max: MAX_SIDE_SCORE,
          ...(compact && { inputMode: 'numeric' }),
          'data-testid': testId,
        },
      }}
    />
  );
}
