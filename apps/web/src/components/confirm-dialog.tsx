import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { DialogConfirmActions } from './dialog-confirm-actions';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** Red for what cannot be undone (delete, remove). */
  danger?: boolean;
  busy?: boolean;
  /** Fields the action takes (a reason), under the text. */
  children?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before an action: cancel has the focus, the action is named on its button. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
        {props.children}
      </DialogContent>
      <DialogConfirmActions
        cancelLabel={t('common.cancel')}
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
