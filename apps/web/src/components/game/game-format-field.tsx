import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { GAME_FORMATS, type GameFormat } from '@oyna/shared';
import { useTranslation } from '../../lib/use-translation';

/** A form's choice of a game format (5×5 to 11×11), each named as players say it. */
export function GameFormatField(props: {
  label: string;
  value: GameFormat;
  onChange: (format: GameFormat) => void;
  /** On the select's visible box (what a test clicks to open the list). */
  testId: string;
  size?: 'small' | 'medium';
  disabled?: boolean;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size={props.size}
      label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value as GameFormat)}
      sx={props.sx}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': props.testId } as object } }}
    >
      {GAME_FORMATS.map((format) => (
        <MenuItem key={format} value={format}>
          {t(`games.formats.${format}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
