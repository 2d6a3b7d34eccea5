import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogConfirmActions } from '../../../components/dialog-confirm-actions';

/** "Are you sure?" before a competition action: cancel has the focus, the action is named on its button. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
      </DialogContent>
      <DialogConfirmActions
        cancelLabel={t('competitions.register.cancel')}
        onCancel={props.onClose}
        cancelFocused
        confirmLabel={props.confirmLabel}
        onConfirm={props.onConfirm}
        pending={props.busy}
        color={props.danger ? 'error' : 'primary'}
        confirmTestId="confirm-action"
      />
    </Dialog>
  );
}
