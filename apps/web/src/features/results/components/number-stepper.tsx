import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';

/** A whole number with − and + buttons big enough for a thumb, and typing for large values. */
export function NumberStepper(props: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  /** The + button is off (a no-show cannot score); − stays on to take goals back. */
  increaseDisabled?: boolean;
  error?: boolean;
  testId?: string;
}) {
  const min = props.min ?? 0;
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: props.error ? 'error.main' : 'divider',
        borderRadius: '10px',
        flexShrink: 0,
      }}
      data-testid={props.testId}
    >
      <IconButton
        size="small"
        aria-label={props.decreaseLabel}
        disabled={props.value <= min}
        onClick={() => props.onChange(props.value - 1)}
        data-testid={props.testId ? `${props.testId}-minus` : undefined}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <InputBase
        value={String(props.value)}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          props.onChange(Math.min(Number(digits || '0'), props.max));
        }}
        onFocus={(event) => event.target.select()}
        inputProps={{
          inputMode: 'numeric',
          'aria-label': props.label,
          'data-testid': props.testId ? `${props.testId}-value` : undefined,
          style: { textAlign: 'center', width: '2.5ch', fontWeight: 800 },
        }}
      />
      <IconButton
        size="small"
        aria-label={props.increaseLabel}
        disabled={props.value >= props.max || props.increaseDisabled === true}
        onClick={() => props.onChange(props.value + 1)}
        data-testid={props.testId ? `${props.testId}-plus` : undefined}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
