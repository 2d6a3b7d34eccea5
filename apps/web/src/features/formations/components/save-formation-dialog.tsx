import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { FORMATION_NAME_MAX_LENGTH } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';

export interface SaveChoice {
  name: string;
  isDefault: boolean;
  /** Save a new formation even though one is loaded ("save as new"). */
  asNew: boolean;
}

/**
 * Name the formation and say whether it is the team's default. With a saved formation loaded,
 * "save" replaces it and "save as new" keeps it and adds another.
 */
export function SaveFormationDialog(props: {
  open: boolean;
  initialName: string;
  initialDefault: boolean;
  replacing: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (choice: SaveChoice) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.initialName);
  const [isDefault, setIsDefault] = useState(props.initialDefault);
  const [touched, setTouched] = useState(false);
  const trimmed = name.trim();
  const invalid = trimmed.length === 0 || trimmed.length > FORMATION_NAME_MAX_LENGTH;
  const submit = (asNew: boolean) => {
    setTouched(true);
    if (!invalid) props.onSave({ name: trimmed, isDefault, asNew });
  };
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby="save-formation-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="save-formation-title">{t('formations.save_title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('formations.name_label')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(true)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit(false);
          }}
          error={touched && invalid}
          helperText={
            touched && invalid ? t('formations.name_error', { max: FORMATION_NAME_MAX_LENGTH }) : ' '
          }
          slotProps={{ htmlInput: { maxLength: FORMATION_NAME_MAX_LENGTH, 'data-testid': 'formation-name' } }}
        />
        <FormControlLabel
          control={<Checkbox checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />}
          label={t('formations.default_label')}
          data-testid="formation-default"
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={props.onClose}>{t('formations.cancel')}</Button>
        {props.replacing ? (
          <Button
            variant="outlined"
            onClick={() => submit(true)}
            disabled={props.saving}
            data-testid="formation-save-as-new"
          >
            {t('formations.save_as_new')}
          </Button>
        ) : null}
        <Button
          variant="contained"
          onClick={() => submit(false)}
          loading={props.saving}
          data-testid="formation-save-confirm"
        >
          {t('formations.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
