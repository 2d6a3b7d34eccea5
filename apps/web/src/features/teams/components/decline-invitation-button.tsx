import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toastOutcome } from '../../../lib/toast-outcome';
import { useAnswerInvitation } from '../api/manage-team';

/**
 * "İmtina et" on an invitation, asked first: a declined invitation cannot be taken back (only the
 * captain can invite again), so the player confirms it in a dialog rather than undoing it later.
 */
export function DeclineInvitationButton({
  invitationId,
  teamName,
  disabled,
  size,
}: {
  invitationId: string;
  teamName: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const answer = useAnswerInvitation();
  const [asking, setAsking] = useState(false);
  const decline = () =>
    answer.mutate(
      { id: invitationId, answer: 'decline' },
      toastOutcome(t, t('teams.invitations.declined', { name: teamName }), () => setAsking(false)),
    );
  return (
    <>
      <Button
        color="inherit"
        size={size}
        disabled={(disabled ?? false) || answer.isPending}
        onClick={() => setAsking(true)}
        data-testid="invitation-decline"
      >
        {t('teams.invitations.decline')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('teams.invitations.decline_title')}
        text={t('teams.invitations.decline_text', { name: teamName })}
        confirmLabel={t('teams.invitations.decline')}
        busy={answer.isPending}
        onConfirm={decline}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
