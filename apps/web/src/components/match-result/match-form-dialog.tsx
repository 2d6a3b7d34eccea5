import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { ButtonProps } from '@mui/material/Button';
import type { Competition, CompetitionMatch } from '@oyna/shared';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { errorMessage } from '../../lib/api-error';
import { DialogConfirmActions } from '../dialog-confirm-actions';

/** What a dialog on one competition match opens with (its result, its new kick-off): the match and how to close. */
export interface CompetitionMatchDialogProps {
  competition: Competition;
  match: CompetitionMatch;
  onClose: () => void;
}

/**
 * The dialog of a step of a match between two teams (its result, a squad, an answer): a title, an
 * optional text, the form's parts, the server's refusal in its words, and cancel beside the action.
 * It does not close while its request is on its way.
 */
export function MatchFormDialog({
  title,
  text,
  children,
  onClose,
  cancelLabel,
  confirmLabel,
  onConfirm,
  pending,
  error,
  confirmDisabled,
  confirmColor,
  confirmTestId,
  testId,
  narrow = false,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
  onClose: () => void;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
  /** The request's failure, shown under the form (null: none, or the form shows it itself). */
  error?: unknown;
  confirmDisabled?: boolean;
  confirmColor?: ButtonProps['color'];
  confirmTestId: string;
  /** On the dialog's paper. */
  testId?: string;
  narrow?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      maxWidth={narrow ? 'xs' : 'sm'}
      fullWidth
      slotProps={testId ? { paper: { 'data-testid': testId } as object } : undefined}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={narrow ? 2 : 2.5} sx={{ pt: 1 }}>
          {text ? <DialogContentText>{text}</DialogContentText> : null}
          {children}
          {error ? (
            <Alert severity="error" role="alert">
              {errorMessage(error, (key) => t(key))}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogConfirmActions
        cancelLabel={cancelLabel}
        onCancel={close}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
        pending={pending}
        disabled={confirmDisabled}
        color={confirmColor}
        confirmTestId={confirmTestId}
      />
    </Dialog>
  );
}
