import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/** One of the editor's buttons. */
interface FormationAction {
  name: 'arrange' | 'fill_rest' | 'save' | 'reset' | 'delete';
  icon: ReactNode;
  onClick: () => void;
  variant?: 'contained' | 'outlined';
  color?: 'primary' | 'secondary' | 'error';
  loading?: boolean;
  /** Disabled besides while the editor is busy. */
  disabled?: boolean;
  hidden?: boolean;
}

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
  // In their order on screen; each button's text is `formations.<name>`, its test id `formation-<name>`.
  const actions: FormationAction[] = [
    {
      name: 'arrange',
      icon: <AutoFixHighIcon />,
      onClick: props.onArrange,
      variant: 'contained',
      loading: props.arranging,
    },
    {
      name: 'fill_rest',
      icon: <PlaylistAddCheckIcon />,
      onClick: props.onFillRest,
      variant: 'outlined',
      hidden: props.locked === 0,
    },
    {
      name: 'save',
      icon: <SaveOutlinedIcon />,
      onClick: props.onSave,
      variant: props.changed ? 'contained' : 'outlined',
      color: props.changed ? 'secondary' : 'primary',
    },
    { name: 'reset', icon: <RestartAltIcon />, onClick: props.onReset, disabled: props.filled === 0 },
    {
      name: 'delete',
      icon: <DeleteOutlineIcon />,
      onClick: props.onDelete,
      color: 'error',
      hidden: !props.canDelete,
    },
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {actions
        .filter((action) => !action.hidden)
        .map((action) => (
          <Button
            key={action.name}
            variant={action.variant}
            color={action.color}
            startIcon={action.icon}
            onClick={action.onClick}
            loading={action.loading}
            disabled={props.busy || action.disabled}
            data-testid={`formation-${action.name.replace('_', '-')}`}
          >
            {t(`formations.${action.name}`)}
          </Button>
        ))}
      {props.changed ? (
        <Chip color="warning" size="small" label={t('formations.unsaved')} data-testid="formation-unsaved" />
      ) : null}
    </Box>
  );
}
