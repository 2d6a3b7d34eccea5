import Button, { type ButtonProps } from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

interface DialogConfirmActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: ReactNode;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  /** The request is on its way: the confirm button spins and cancel waits for it. */
  pending?: boolean;
  /** The confirm button waits for something else than the request (the balance still loading). */
  waiting?: boolean;
  /** The confirm button cannot be pressed yet (a field is missing, too many ticked). */
  disabled?: boolean;
  /** `error` for what cannot be undone, `primary` otherwise. */
  color?: ButtonProps['color'];
  /** Cancel takes the focus when the dialog opens ("are you sure?" before a destructive action). */
  cancelFocused?: boolean;
  confirmTestId?: string;
}

/** A dialog's bottom row: cancel, then the confirm button that names the action and shows the pending request. */
export function DialogConfirmActions(props: DialogConfirmActionsProps) {
  const pending = props.pending ?? false;
  return (
    <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
      <Button onClick={props.onCancel} disabled={pending} autoFocus={props.cancelFocused}>
        {props.cancelLabel}
      </Button>
      <Button
        type={props.onConfirm ? 'button' : 'submit'}
        variant="contained"
        color={props.color ?? 'primary'}
        onClick={props.onConfirm}
        loading={pending || (props.waiting ?? false)}
        disabled={props.disabled}
        data-testid={props.confirmTestId}
      >
        {props.confirmLabel}
      </Button>
    </DialogActions>
  );
}
