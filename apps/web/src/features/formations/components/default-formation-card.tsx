import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TeamDetail } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { useTeamMembers } from '../../../api/team';
import { useTeamFormations } from '../api/team-formations';
import { featuredFormation } from '../lib/featured-formation';
import { draftFromFormation } from '../lib/formation-draft';
import { FormationPitch } from './formation-pitch';

/**
 * The team overview's small, read-only pitch of the default formation (or the one changed last);
 * nothing at all while loading, on an error, or when the team has none.
 */
export function DefaultFormationCard({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const formations = useTeamFormations(team.id, team.members_visible);
  const members = useTeamMembers(team.id, team.members_visible);
  const formation = formations.data ? featuredFormation(formations.data.items) : null;
  if (!formation || !members.data) return null;
  const players = new Map(members.data.items.map((member) => [member.player.id, member.player]));
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: '16px' }}
      data-testid="default-formation-card"
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.05rem' }}>
          {t(formation.is_default ? 'formations.card.title_default' : 'formations.card.title_latest')}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
          {formation.name}
        </Typography>
      </Box>
      <FormationPitch
        draft={draftFromFormation(formation)}
        players={players}
        accent={team.primary_color}
        small
        maxWidth={260}
      />
      <Link
        component={RouterLink}
        to={`/teams/${team.id}/formation`}
        sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}
      >
        {t('formations.card.open')}
      </Link>
    </Paper>
  );
}
