import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamDetail } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { toastOutcome } from '../../../lib/toast-outcome';
import { useDecideJoinRequest, useJoinRequests } from '../api/members';
import { PendingListSection } from './pending-list-section';
import { PlayerLine } from './player-line';

/** Players who asked to join, for the captain and vice-captains to approve or decline. */
export function JoinRequestsSection({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const requests = useJoinRequests(team.id, team.permissions.approve_join_requests);
  const decide = useDecideJoinRequest(team.id);
  const items = requests.data?.items ?? [];
  if (!team.permissions.approve_join_requests || items.length === 0) return null;
  return (
    <PendingListSection
      title={t('teams.requests.title', { count: items.length })}
      rows={items.map((request) => {
        const name = `${request.player.first_name} ${request.player.last_name}`;
        const act = (decision: 'approve' | 'decline') =>
          decide.mutate(
            { requestId: request.id, decision },
            toastOutcome(t, t(`teams.requests.${decision}d`, { name })),
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
              <Button size="small" color="inherit" onClick={() => act('decline')} disabled={decide.isPending}>
                {t('teams.requests.decline')}
              </Button>
            </Stack>
          </Stack>
        );
      })}
    />
  );
}
