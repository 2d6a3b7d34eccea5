import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamDetail } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useTeamMembers } from '../../../api/team';
import { QueryState } from '../../../components/errors/query-state';
import { InvitePlayerDialog } from './invite-player-dialog';
import { JoinRequestsSection } from './join-requests-section';
import { SentInvitationsSection } from './sent-invitations-section';
import { MemberActionsMenu } from './member-actions-menu';
import { PlayerLine } from './player-line';

/** The members tab: join requests to answer, the invite button, and every member with their role. */
export function TeamMembersTab({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const members = useTeamMembers(team.id, team.members_visible);
  const [inviting, setInviting] = useState(false);
  return (
    <Stack spacing={2.5}>
      <JoinRequestsSection team={team} />
      <SentInvitationsSection team={team} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px' }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
            {t('teams.members.title', { count: team.member_count, max: team.max_members })}
          </Typography>
          {team.permissions.invite ? (
            <Button
              variant="contained"
              startIcon={<PersonAddAlt1OutlinedIcon />}
              onClick={() => setInviting(true)}
              data-testid="team-invite-player"
            >
              {t('teams.invite_player.open')}
            </Button>
          ) : null}
        </Stack>
        <QueryState query={members} errorTitle={t('teams.members.error')} height={200}>
          {({ items }) => (
            <Stack
              component="ul"
              divider={<Divider flexItem component="li" aria-hidden />}
              sx={{ p: 0, m: 0, listStyle: 'none' }}
            >
              {items.map((member) => (
                <li key={member.player.id} data-testid="team-member">
                  <PlayerLine
                    player={member.player}
                    detail={
                      member.role === 'member' ? null : (
                        <Chip
                          size="small"
                          color={member.role === 'captain' ? 'primary' : 'default'}
                          label={t(`teams.roles.${member.role}`)}
                          data-testid="team-member-role"
                        />
                      )
                    }
                    end={<MemberActionsMenu team={team} member={member} />}
                  />
                </li>
              ))}
            </Stack>
          )}
        </QueryState>
      </Paper>
      {team.permissions.invite ? (
        <InvitePlayerDialog team={team} open={inviting} onClose={() => setInviting(false)} />
      ) : null}
    </Stack>
  );
}
