import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { presetsFor } from '@oyna/formation';
import type { GameFormat } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { GameFormatField } from '../../../components/game/game-format-field';

/** The format (5×5 to 11×11) and one of its preset shapes (1-2-2, 1-4-4-2, ...). */
export function FormationShapePicker(props: {
  format: GameFormat;
  presetId: string | null;
  disabled: boolean;
  onChange: (format: GameFormat, presetId?: string) => void;
}) {
  const { t } = useTranslation();
  const presets = presetsFor(props.format);
  return (
    <Stack direction="row" spacing={1} sx={{ flex: '1 1 260px', minWidth: 0 }}>
      <GameFormatField
        size="small"
        label={t('formations.format_label')}
        value={props.format}
        disabled={props.disabled}
        onChange={(format) => props.onChange(format)}
        sx={{ flex: 1, minWidth: 0 }}
        testId="formation-format"
      />
      <TextField
        select
        size="small"
        label={t('formations.preset_label')}
        // A saved shape that is no preset shows empty until a preset is chosen.
        value={presets.some((preset) => preset.id === props.presetId) ? props.presetId : ''}
        disabled={props.disabled}
        onChange={(event) => props.onChange(props.format, event.target.value)}
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'formation-preset' } as object } }}
      >
        {presets.map((preset) => (
          <MenuItem key={preset.id} value={preset.id}>
            {preset.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
