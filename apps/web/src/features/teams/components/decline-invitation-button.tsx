import { useTranslation } from '../../../lib/use-translation';
import { MutationConfirmButton } from '../../../components/mutation-confirm-dialog';
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
  return (
    <MutationConfirmButton
      button={{ color: 'inherit', size, disabled: (disabled ?? false) || answer.isPending }}
      testId="invitation-decline"
      title={t('teams.invitations.decline_title')}
      text={t('teams.invitations.decline_text', { name: teamName })}
      confirmLabel={t('teams.invitations.decline')}
      mutation={answer}
      variables={{ id: invitationId, answer: 'decline' }}
      done={t('teams.invitations.declined', { name: teamName })}
    />
  );
}
