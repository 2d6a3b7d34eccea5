import Button, { type ButtonProps } from '@mui/material/Button';
import { useState, type ReactNode } from 'react';

interface DialogButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  label: ReactNode;
  testId: string;
  /** The dialog, mounted only while it is open (so it starts fresh each time); `close` shuts it. */
  dialog: (close: () => void) => ReactNode;
}

/** A button that opens a dialog of its own. */
export function DialogButton({ label, testId, dialog, ...button }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      {open ? dialog(() => setOpen(false)) : null}
    </>
  );
}
