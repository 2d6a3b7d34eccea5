import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
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
export function BookingConfirmDialog({
  open = true,
  request,
  onClose,
  onConfirm,
  ...props
}: BookingConfirmDialogProps) {
  const { t } = useTranslation();
  const close = () => {
    request.reset();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={props.title}
      onClose={close}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
      pending={request.isPending}
      error={request.isError ? errorMessage(request.error, (key) => t(key)) : null}
      cancelLabel={props.cancelLabel}
      confirmLabel={props.confirmLabel}
      confirmColor="error"
      confirmTestId={props.confirmTestId}
      testId={props.testId}
    >
      {props.children}
    </FormDialog>
  );
}
