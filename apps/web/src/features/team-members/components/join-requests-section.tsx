import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamDetail } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useDecideJoinRequest, useJoinRequests } from '../api/members';
import { PlayerLine } from './player-line';

/** Players who asked to join, for the captain and vice-captains to approve or decline. */
export function JoinRequestsSection({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const requests = useJoinRequests(team.id, team.permissions.approve_join_requests);
  const decide = useDecideJoinRequest(team.id);
  const items = requests.data?.items ?? [];
  if (!team.permissions.approve_join_requests || items.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px' }}
      component="section"
      aria-labelledby="join-requests-title"
    >
      <Typography id="join-requests-title" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('teams.requests.title', { count: items.length })}
      </Typography>
      <Stack divider={<Divider flexItem />}>
        {items.map((request) => {
          const name = `${request.player.first_name} ${request.player.last_name}`;
          const act = (decision: 'approve' | 'decline') =>
            decide.mutate(
              { requestId: request.id, decision },
              {
                onSuccess: () => toast.success(t(`teams.requests.${decision}d`, { name })),
                onError: (error) => toast.error(errorMessage(error, (key) => t(key))),
              },
            );
          return (
            <Stack key={request.id} spacing={0.5}>
              <PlayerLine player={request.player} />
              {request.message ? (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {request.message}
                </Typography>
              ) : null}
              <Stack direction="row" spacing={1} sx={{ pb: 1 }}>
                <Button
                  size="small"
                  variant="contained"
                  onClick={() => act('approve')}
                  disabled={decide.isPending}
                >
                  {t('teams.requests.approve')}
                </Button>
                <Button
                  size="small"
                  color="inherit"
                  onClick={() => act('decline')}
                  disabled={decide.isPending}
                >
                  {t('teams.requests.decline')}
                </Button>
              </Stack>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
