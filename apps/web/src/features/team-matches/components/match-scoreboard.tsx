import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TeamMatch, TeamRef } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { TeamBadge } from '../../../components/team-badge';
import { hasScore } from '../lib/match-actions';

function TeamSide({ team, role }: { team: TeamRef; role: 'home' | 'away' }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.75, minWidth: 0, textAlign: 'center' }}>
      <TeamBadge team={team} size={56} />
      {team.deleted ? (
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{team.name}</Typography>
      ) : (
        <Link
          component={RouterLink}
          to={`/teams/${team.id}`}
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          data-testid={`team-match-${role}`}
        >
          {team.name}
        </Link>
      )}
      <Typography variant="caption" color="text.secondary">
        {t(`team_matches.match.${role}`)}
      </Typography>
    </Box>
  );
}

/** The two teams facing each other, the score between them once recorded. */
export function MatchScoreboard({ match }: { match: TeamMatch }) {
  const { t } = useTranslation();
  const scored = hasScore(match);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
        alignItems: 'start',
        gap: { xs: 1, sm: 3 },
      }}
    >
      <TeamSide team={match.home_team} role="home" />
      <Typography
        component="p"
        data-testid="team-match-score"
        aria-label={
          scored
            ? t('team_matches.match.score_label', { home: match.home_score, away: match.away_score })
            : undefined
        }
        sx={{ fontSize: { xs: '1.8rem', sm: '2.4rem' }, fontWeight: 800, pt: 1, whiteSpace: 'nowrap' }}
      >
        {scored ? `${match.home_score} : ${match.away_score}` : t('team_matches.match.versus')}
      </Typography>
      <TeamSide team={match.away_team} role="away" />
    </Box>
  );
}
