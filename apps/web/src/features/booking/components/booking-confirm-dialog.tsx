import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogConfirmActions } from '../../../components/dialog-confirm-actions';
import { errorMessage } from '../../../lib/api-error';

interface BookingConfirmDialogProps {
  open?: boolean;
  testId: string;
  title: ReactNode;
  /** The request the dialog sends: while it is on its way the dialog stays; its failure shows under the text. */
  request: { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
  onClose: () => void;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  confirmTestId: string;
  /** What giving the place up costs, said before it happens. */
  children: ReactNode;
}

/** "Are you sure?" before a booked place is given up (mine, or a guest's): what it costs, then the red confirm. */
export function BookingConfirmDialog({ open = true, request, onClose, ...props }: BookingConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const close = () => {
    if (request.isPending) return;
    request.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { 'data-testid': props.testId } as object }}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {props.children}
          {request.isError ? (
            <Alert severity="error" role="alert">
              {errorMessage(request.error, (key) => t(key))}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogConfirmActions
        cancelLabel={props.cancelLabel}
        onCancel={close}
        confirmLabel={props.confirmLabel}
        onConfirm={props.onConfirm}
        pending={request.isPending}
        color="error"
        confirmTestId={props.confirmTestId}
      />
    </Dialog>
  );
}
