import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { toastOutcome } from '../lib/toast-outcome';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

/** The part of a TanStack mutation the dialog runs: `mutate` with the toasts, and whether it is on its way. */
interface ConfirmedMutation<V> {
  mutate: (variables: V, options: ReturnType<typeof toastOutcome>) => void;
  isPending: boolean;
}

interface MutationConfirmDialogProps<V> extends Omit<ConfirmDialogProps, 'busy' | 'onConfirm'> {
  mutation: ConfirmedMutation<V>;
  /** What the mutation is run with; null while nothing is chosen (confirm then does nothing). */
  variables: V | null;
  /** The toast when it worked (null: none); the dialog then closes. A failure is told in the server's words. */
  done: string | null;
}

/** "Are you sure?" before one request: confirm sends it (the button spins), success closes the dialog. */
export function MutationConfirmDialog<V>({
  mutation,
  variables,
  done,
  ...dialog
}: MutationConfirmDialogProps<V>) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      {...dialog}
      busy={mutation.isPending}
      onConfirm={() => {
        if (variables !== null) mutation.mutate(variables, toastOutcome(t, done, dialog.onClose));
      }}
    />
  );
}

interface MutationConfirmButtonProps<V> extends Omit<MutationConfirmDialogProps<V>, 'open' | 'onClose'> {
  /** The button's look; its text is the dialog's confirm label. */
  button: Omit<ButtonProps, 'onClick' | 'children'>;
  testId?: string;
}

/** A button named like the action that asks first: it opens the MutationConfirmDialog, which closes itself. */
export function MutationConfirmButton<V>({ button, testId, ...dialog }: MutationConfirmButtonProps<V>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)} data-testid={testId}>
        {dialog.confirmLabel}
      </Button>
      <MutationConfirmDialog {...dialog} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
