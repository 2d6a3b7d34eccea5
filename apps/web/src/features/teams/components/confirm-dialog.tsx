import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** Red for what cannot be undone (delete, remove). */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before a team action: cancel has the focus, the action is named on its button. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} autoFocus color="inherit">
          {t('teams.confirm.cancel')}
        </Button>
        <Button
          onClick={props.onConfirm}
          color={props.danger ? 'error' : 'primary'}
          variant="contained"
          loading={props.busy ?? false}
          data-testid="confirm-action"
        >
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
