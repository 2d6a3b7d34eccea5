import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Formation } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';

/** Pick one of the team's saved formations; editors also get "new formation" (an empty pitch). */
export function SavedFormationSelect(props: {
  items: Formation[];
  value: string | null;
  allowNew: boolean;
  disabled?: boolean;
  onChange: (formationId: string | null) => void;
}) {
  const { t } = useTranslation();
  const NEW = '';
  return (
    <TextField
      select
      size="small"
      label={t('formations.saved_label')}
      value={props.value ?? NEW}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value === NEW ? null : event.target.value)}
      sx={{ flex: '1 1 200px', minWidth: 0 }}
      slotProps={{
        inputLabel: { shrink: true },
        select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'formation-saved' } as object },
      }}
    >
      {props.allowNew ? <MenuItem value={NEW}>{t('formations.new_formation')}</MenuItem> : null}
      {props.items.map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {item.is_default ? `${item.name} · ${t('formations.default_chip')}` : item.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
