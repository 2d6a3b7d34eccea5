import type { UseMutationResult } from '@tanstack/react-query';
import type { LeaveResult } from '@oyna/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-error';

interface BookingConfirmDialogProps<TVariables> {
  open?: boolean;
  testId: string;
  title: ReactNode;
  /** The request the dialog sends: while it is on its way the dialog stays; its failure shows under the text. */
  request: UseMutationResult<LeaveResult, Error, TVariables>;
  /** What the request is sent with on confirm. */
  variables: TVariables;
  onClose: () => void;
  /** After the place is given up (the request is reset first): what became of the money. */
  onDone: (result: LeaveResult) => void;
  cancelLabel: string;
  confirmLabel: string;
  confirmTestId: string;
  /** What giving the place up costs, said before it happens. */
  children: ReactNode;
}

/** "Are you sure?" before a booked place is given up (mine, or a guest's): what it costs, then the red confirm that sends the request. */
export function BookingConfirmDialog<TVariables>({
  open = true,
  request,
  variables,
  onClose,
  onDone,
  ...props
}: BookingConfirmDialogProps<TVariables>) {
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
        request.mutate(variables, {
          onSuccess: (result) => {
            request.reset();
            onDone(result);
          },
        });
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
