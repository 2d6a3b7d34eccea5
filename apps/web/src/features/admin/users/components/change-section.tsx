import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ManagedUser, UserPatchInput } from '@oyna/shared';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { ReasonField, useReasonDraft } from '../../../../components/admin/reason-field';
import { serverDetailOr } from '../../../../lib/form-errors';
import { usePatchUser } from '../api/managed-user';

/**
 * A change to an account with the admin's reason: the PATCH, the reason typed, and whether a save
 * was tried (so the reason's message shows only then).
 */
export function useReasonedPatch(userId: string) {
  const patch = usePatchUser(userId);
  const reason = useReasonDraft();
  /** Sends `changes` with the reason, unless there is nothing to send (null) or the reason is too short. */
  const send = (changes: Omit<UserPatchInput, 'reason'> | null, onSaved: (saved: ManagedUser) => void) => {
    if (!reason.check() || !changes) return;
    patch.mutate(
      { ...changes, reason: reason.text.trim() },
      {
        onSuccess: (saved) => {
          reason.clear();
          onSaved(saved);
        },
      },
    );
  };
  return { patch, reason, send };
}

/** The user dialog's sections: each names its title (`admin.users.<part>_title`) and its test ids. */
export type ChangePart = 'role' | 'status' | 'profile';

interface ChangeSectionProps {
  part: ChangePart;
  change: ReturnType<typeof useReasonedPatch>;
  onSubmit: () => void;
  /** The save button; its test id is `admin-user-<part>-save` unless given. */
  save: { label: string; testId?: string; color?: ButtonProps['color']; disabled?: boolean };
  /** The fields of the change, above the reason. */
  children: ReactNode;
}

/** One section of the user dialog: the change's fields, its reason, the server's refusal, and its save button. */
export function ChangeSection({ part, change, onSubmit, save, children }: ChangeSectionProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="section" data-testid={`admin-user-${part}-section`}>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t(`admin.users.${part}_title`)}
      </Typography>
      <Stack component="form" spacing={1.5} onSubmit={submit} noValidate>
        {children}
        <ReasonField {...change.reason.field} testId={`admin-user-${part}-reason`} />
        {/* The server's reason for a refused change (the last admin, blocking oneself...), or a generic one. */}
        {change.patch.error ? (
          <Alert severity="error" role="alert" data-testid="admin-user-error">
            {serverDetailOr(change.patch.error, t('admin.users.save_failed'))}
          </Alert>
        ) : null}
        <Box>
          <Button
            type="submit"
            variant="contained"
            color={save.color ?? 'primary'}
            loading={change.patch.isPending}
            disabled={save.disabled ?? false}
            data-testid={save.testId ?? `admin-user-${part}-save`}
          >
            {save.label}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
