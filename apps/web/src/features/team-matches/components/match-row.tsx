import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { TeamMatch } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { hasScore, outcomeFor } from '../lib/match-actions';
import { FORM_LETTER_KEYS } from '../lib/team-form';
import { MatchStatusChip } from './match-status-chip';

const OUTCOME_COLORS = { win: 'success', draw: 'warning', loss: 'error' } as const;

/** One match in a team's history: when, who against whom, the score, the squad; links to its page. */
export function MatchRow({ match, teamId }: { match: TeamMatch; teamId: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const outcome = outcomeFor(match, teamId);
  const squad = match.home_team.id === teamId ? match.home_squad : match.away_squad;
  const score = hasScore(match)
    ? ` ${match.home_score} : ${match.away_score} `
    : ` ${t('team_matches.match.versus')} `;
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1.25 }} data-testid="history-match">
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {formatBakuDateTime(new Date(match.starts_at), language)} · {match.venue.name}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
          {outcome ? (
            <Chip
              size="small"
              color={OUTCOME_COLORS[outcome]}
              label={`${t(FORM_LETTER_KEYS[outcome])} · ${t(`team_matches.form.${outcome}`)}`}
            />
          ) : (
            <MatchStatusChip status={match.status} />
          )}
        </Box>
      </Box>
      <Link
        component={RouterLink}
        to={`/team-matches/${match.id}`}
        sx={{ fontWeight: 700, overflowWrap: 'anywhere', display: 'inline-block', mt: 0.5 }}
      >
        {match.home_team.name}
        {score}
        {match.away_team.name}
      </Link>
      {squad.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
          {t('team_matches.history.squad', {
            names: squad.map((player) => `${player.first_name} ${player.last_name}`).join(', '),
          })}
        </Typography>
      ) : null}
    </ListItem>
  );
}
