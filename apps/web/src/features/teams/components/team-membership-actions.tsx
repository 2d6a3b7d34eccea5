import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { inviteTokenSchema, type TeamDetail } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useAnswerInvitation, useCancelJoinRequest, useJoinTeam } from '../api/manage-team';
import { DeclineInvitationButton } from './decline-invitation-button';
import { JoinRequestDialog } from './join-request-dialog';
import { useTeamExit } from './use-team-exit';

/**
 * How the viewer gets in or out: answer an invitation, join (at once, by request or with the
 * secret link in the address), withdraw a request, or leave, as the team's rules allow.
 */
export function TeamMembershipActions({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = inviteTokenSchema.safeParse(searchParams.get('token') ?? '');
  const join = useJoinTeam(team.id);
  const cancel = useCancelJoinRequest(team.id);
  const answer = useAnswerInvitation();
  const exit = useTeamExit(team);
  const [asking, setAsking] = useState(false);
  const fail = (error: unknown) => toast.error(errorMessage(error, (key) => t(key)));
  const joinNow = (body: { token?: string; message?: string }) =>
    join.mutate(body, {
      onSuccess: (result) => {
        setAsking(false);
        toast.success(
          t(result.outcome === 'joined' ? 'teams.join.joined' : 'teams.join.requested', { name: team.name }),
        );
      },
      onError: fail,
    });

  if (team.my_role) {
    if (!team.permissions.leave) return null;
    return (
      <>
        <Button variant="outlined" color="error" onClick={() => exit.ask('leave')} data-testid="team-leave">
          {t('teams.exit.leave')}
        </Button>
        {exit.dialog}
      </>
    );
  }
  if (team.my_invitation) {
    const id = team.my_invitation.id;
    return (
      <Alert severity="info" sx={{ alignItems: 'center' }}>
        {t('teams.join.invited')}
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            variant="contained"
            size="small"
            loading={answer.isPending}
            onClick={() =>
              answer.mutate(
                { id, answer: 'accept' },
                {
                  onSuccess: () => toast.success(t('teams.join.joined', { name: team.name })),
                  onError: fail,
                },
              )
            }
          >
            {t('teams.invitations.accept')}
          </Button>
          <DeclineInvitationButton
            invitationId={id}
            teamName={team.name}
            size="small"
            disabled={answer.isPending}
          />
        </Stack>
      </Alert>
    );
  }
  if (team.my_join_request) {
    const requestId = team.my_join_request.id;
    return (
      <Alert
        severity="info"
        action={
          <Button
            color="inherit"
            size="small"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(requestId, { onError: fail })}
          >
            {t('teams.join.withdraw')}
          </Button>
        }
      >
        {t('teams.join.request_waiting')}
      </Alert>
    );
  }
  if (token.success && team.status === 'active' && !team.is_full) {
    return (
      <Button variant="contained" loading={join.isPending} onClick={() => joinNow({ token: token.data })}>
        {t('teams.join.with_link')}
      </Button>
    );
  }
  if (team.permissions.join) {
    const byRequest = team.join_mode !== 'instant';
    return (
      <>
        <Button
          variant="contained"
          loading={join.isPending && !asking}
          onClick={() => (byRequest ? setAsking(true) : joinNow({}))}
          data-testid="team-join"
        >
          {t(byRequest ? 'teams.join.ask' : 'teams.join.join')}
        </Button>
        {byRequest ? (
          <JoinRequestDialog
            open={asking}
            teamName={team.name}
            pending={join.isPending}
            onSend={(message) => joinNow({ message })}
            onClose={() => setAsking(false)}
          />
        ) : null}
      </>
    );
  }
  const reason = team.status === 'inactive' ? 'inactive' : team.is_full ? 'full' : 'invitation_only';
  return <Alert severity="info">{t(`teams.join.closed_${reason}`)}</Alert>;
}
