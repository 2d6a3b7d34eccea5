import DialogContentText from '@mui/material/DialogContentText';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FormDialog, type FormDialogProps } from '../../../components/form-dialog';
import { useMainButton } from '../../../hooks/use-main-button';

/** The two ways into a team by a dialog: a captain's join code, or a request with a message. */
const WAYS = {
  code: { title: 'teams.join.code_title', confirm: 'teams.join.code_submit', testId: 'join-code-submit' },
  request: { title: 'teams.join.request_title', confirm: 'teams.join.ask', testId: 'join-request-send' },
} as const;

/** A dialog that asks for the one text a way into a team needs: what it is about, then the field. */
export function JoinTeamDialog({
  way,
  text,
  children,
  ...form
}: Pick<FormDialogProps, 'open' | 'onClose' | 'onSubmit' | 'pending'> & {
  way: keyof typeof WAYS;
  /** What the dialog is about, above the field. */
  text: string;
  /** The text field. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const inForm = useRef<HTMLParagraphElement>(null);
  // Inside the Telegram Mini App, its Main button joins (or asks) too; the dialog keeps its own.
  useMainButton(t(WAYS[way].confirm), () => inForm.current?.closest('form')?.requestSubmit(), {
    loading: form.pending,
    visible: form.open,
  });
  return (
    <FormDialog
      {...form}
      title={t(WAYS[way].title)}
      cancelLabel={t('teams.confirm.cancel')}
      confirmLabel={t(WAYS[way].confirm)}
      confirmTestId={WAYS[way].testId}
    >
      <DialogContentText ref={inForm}>{text}</DialogContentText>
      {children}
    </FormDialog>
  );
}
