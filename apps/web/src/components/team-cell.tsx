import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TeamRef } from '@oyna/shared';
import { useTranslation } from '../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { TeamBadge } from './team-badge';

/** A team's badge and name, linked to its page; a place not decided yet says so. */
export function TeamCell({
  team,
  size = 24,
  bold = false,
  wrap = false,
}: {
  team: TeamRef | null;
  size?: number;
  bold?: boolean;
  /** Let a long name run onto a second line instead of being cut short. */
  wrap?: boolean;
}) {
  const { t } = useTranslation();
  if (!team) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {t('competitions.team_to_be_decided')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <TeamBadge team={team} size={size} />
      <Link
        component={RouterLink}
        to={`/teams/${team.id}`}
        color="inherit"
        underline="hover"
        noWrap={!wrap}
        sx={{ fontWeight: bold ? 700 : 500, minWidth: 0 }}
      >
        {team.name}
      </Link>
    </Box>
  );
}
