import Alert from '@mui/material/Alert';
import type { ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type FormEvent, type ReactNode, useId } from 'react';
import { DialogConfirmActions } from './dialog-confirm-actions';

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  /** Not offered while the request is on its way: the dialog stays until it has its answer. */
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  /** The request is on its way: the confirm button spins and cancel waits. */
  pending: boolean;
  /** What the server said went wrong, under the fields. */
  error?: string | null;
  cancelLabel: string;
  confirmLabel: ReactNode;
  /** `error` for what cannot be undone or takes money away. */
  confirmColor?: ButtonProps['color'];
  confirmTestId?: string;
  maxWidth?: 'xs' | 'sm';
  testId?: string;
  /** The dialog's text and fields, one under the other. */
  children: ReactNode;
}

/**
 * A dialog that asks for a few fields before an action (a reason, an amount, a message): the
 * fields in a form, the server's error under them, and cancel beside the button that names the action.
 */
export function FormDialog(props: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.pending ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={props.maxWidth ?? 'xs'}
    >
      <form onSubmit={props.onSubmit} noValidate data-testid={props.testId}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.children}
            {props.error ? (
              <Alert severity="error" role="alert">
                {props.error}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogConfirmActions
          cancelLabel={props.cancelLabel}
          onCancel={props.onClose}
          confirmLabel={props.confirmLabel}
          pending={props.pending}
          color={props.confirmColor}
          confirmTestId={props.confirmTestId}
        />
      </form>
    </Dialog>
  );
}
