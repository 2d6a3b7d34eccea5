import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** The editor's buttons: AI automatic, semi-automatic (with locks), empty the pitch, save, delete. */
export function FormationActions(props: {
  locked: number;
  filled: number;
  changed: boolean;
  canDelete: boolean;
  arranging: boolean;
  busy: boolean;
  onArrange: () => void;
  onFillRest: () => void;
  onReset: () => void;
  onSave: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Button
        variant="contained"
        startIcon={<AutoFixHighIcon />}
        onClick={props.onArrange}
        loading={props.arranging}
        disabled={props.busy}
        data-testid="formation-arrange"
      >
        {t('formations.arrange')}
      </Button>
      {props.locked > 0 ? (
        <Button
          variant="outlined"
          startIcon={<PlaylistAddCheckIcon />}
          onClick={props.onFillRest}
          disabled={props.busy}
          data-testid="formation-fill-rest"
        >
          {t('formations.fill_rest')}
        </Button>
      ) : null}
      <Button
        variant={props.changed ? 'contained' : 'outlined'}
        color={props.changed ? 'secondary' : 'primary'}
        startIcon={<SaveOutlinedIcon />}
        onClick={props.onSave}
        disabled={props.busy}
        data-testid="formation-save"
      >
        {t('formations.save')}
      </Button>
      <Button
        startIcon={<RestartAltIcon />}
        onClick={props.onReset}
        disabled={props.busy || props.filled === 0}
        data-testid="formation-reset"
      >
        {t('formations.reset')}
      </Button>
      {props.canDelete ? (
        <Button
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={props.onDelete}
          disabled={props.busy}
          data-testid="formation-delete"
        >
          {t('formations.delete')}
        </Button>
      ) : null}
      {props.changed ? (
        <Chip color="warning" size="small" label={t('formations.unsaved')} data-testid="formation-unsaved" />
      ) : null}
    </Box>
  );
}
