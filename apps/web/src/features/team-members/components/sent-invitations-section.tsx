import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Invitation, TeamDetail } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { useCancelInvitation, useSentInvitations } from '../api/members';
import { MutationConfirmDialog } from '../../../components/mutation-confirm-dialog';
import { PendingListSection } from './pending-list-section';
import { PlayerLine } from './player-line';

/** The team's invitations still waiting for an answer, each of which the captain may take back. */
export function SentInvitationsSection({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const invitations = useSentInvitations(team.id, team.permissions.invite);
  const cancel = useCancelInvitation();
  const [cancelling, setCancelling] = useState<Invitation | null>(null);
  const items = invitations.data?.items ?? [];
  if (!team.permissions.invite || items.length === 0) return null;
  const name = (invitation: Invitation) =>
    `${invitation.player.first_name} ${invitation.player.last_name}`.trim();

  return (
    <PendingListSection
      title={t('teams.sent_invitations.title', { count: items.length })}
      testId="sent-invitations"
      rows={items.map((invitation) => (
        <Stack key={invitation.id} spacing={0.5} sx={{ py: 0.5 }} data-testid="sent-invitation">
          <PlayerLine player={invitation.player} />
          <Typography variant="body2" color="text.secondary">
            {t('teams.sent_invitations.expires', {
              moment: formatBakuDateTime(new Date(invitation.expires_at), language),
            })}
          </Typography>
          <Stack direction="row" sx={{ pb: 1 }}>
            <Button
              size="small"
              color="inherit"
              onClick={() => setCancelling(invitation)}
              data-testid="cancel-invitation"
            >
              {t('teams.sent_invitations.cancel')}
            </Button>
          </Stack>
        </Stack>
      ))}
    >
      {cancelling ? (
        <MutationConfirmDialog
          open
          title={t('teams.sent_invitations.confirm_title')}
          text={t('teams.sent_invitations.confirm_text', { name: name(cancelling) })}
          confirmLabel={t('teams.sent_invitations.cancel')}
          danger
          mutation={cancel}
          variables={cancelling.id}
          done={t('teams.sent_invitations.cancelled', { name: name(cancelling) })}
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </PendingListSection>
  );
}
