import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Invitation } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { useMyInvitations } from '../../../api/my-invitations';
import { QueryState } from '../../../components/errors/query-state';
import { currentLanguage } from '../../../lib/i18n';
import { toastOutcome } from '../../../lib/toast-outcome';
import { useAnswerInvitation } from '../api/manage-team';
import { answerByDay } from '../lib/answer-by-day';
import { TeamBadge } from '../../../components/team-badge';
import { DeclineInvitationButton } from '../components/decline-invitation-button';
import { TeamsEmptyState } from '../components/teams-empty-state';
import { BackLinkButton } from '../../../components/back-link-button';
import { LinkButton } from '../../../components/link-button';

function InvitationCard({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const answer = useAnswerInvitation();
  const { team } = invitation;
  const inviter = `${invitation.invited_by.first_name} ${invitation.invited_by.last_name}`;
  const accept = () =>
    answer.mutate(
      { id: invitation.id, answer: 'accept' },
      toastOutcome(t, t('teams.join.joined', { name: team.name }), () => void navigate(`/teams/${team.id}`)),
    );
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, borderRadius: '16px', listStyle: 'none' }}
      data-testid="invitation"
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <TeamBadge team={team} />
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
            {team.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('teams.invitations.from', {
              name: inviter,
              date: answerByDay(new Date(invitation.expires_at), currentLanguage()),
            })}
          </Typography>
        </Stack>
      </Stack>
      {invitation.message ? (
        <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>{invitation.message}</Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button
          variant="contained"
          loading={answer.isPending}
          onClick={accept}
          data-testid="invitation-accept"
        >
          {t('teams.invitations.accept')}
        </Button>
        <DeclineInvitationButton
          invitationId={invitation.id}
          teamName={team.name}
          disabled={answer.isPending}
        />
        <LinkButton to={`/teams/${team.id}`}>{t('teams.card.view')}</LinkButton>
      </Stack>
    </Paper>
  );
}

/** `/teams/invitations`: the invitations waiting for my answer. */
export function InvitationsPage() {
  const { t } = useTranslation();
  const invitations = useMyInvitations();
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
      <title>{`${t('teams.invitations.title')} · ${t('common.app_name')}`}</title>
      <BackLinkButton to="/teams">{t('teams.back_to_list')}</BackLinkButton>
      <Typography variant="h1">{t('teams.invitations.title')}</Typography>
      <QueryState query={invitations} errorTitle={t('teams.invitations.error')} height={160}>
        {({ items }) =>
          items.length === 0 ? (
            <TeamsEmptyState
              title={t('teams.invitations.none_title')}
              text={t('teams.invitations.none_text')}
            />
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
              {items.map((invitation) => (
                <InvitationCard key={invitation.id} invitation={invitation} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
