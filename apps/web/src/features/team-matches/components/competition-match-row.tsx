import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { type TeamCompetitionMatch, teamMatchOutcome } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { FORM_LETTER_KEYS } from '../lib/team-form';

const OUTCOME_COLORS = { win: 'success', draw: 'warning', loss: 'error' } as const;

/** One competition match in a team's history: when, in which competition, the score; links to the competition. */
export function CompetitionMatchRow({ match, teamId }: { match: TeamCompetitionMatch; teamId: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const home = match.home_team.id === teamId;
  const outcome = home
    ? teamMatchOutcome(match.home_score, match.away_score)
    : teamMatchOutcome(match.away_score, match.home_score);
  const note = match.forfeit
    ? t('team_matches.history.forfeit')
    : match.penalties_winner
      ? t('team_matches.history.penalties', {
          team: match.penalties_winner === 'home' ? match.home_team.name : match.away_team.name,
        })
      : null;
  return (
    <ListItem
      divider
      disableGutters
      sx={{ display: 'block', py: 1.25 }}
      data-testid="history-competition-match"
    >
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {formatBakuDateTime(new Date(match.starts_at), language)} ·{' '}
          <Link component={RouterLink} to={`/tournaments/${match.competition_id}`}>
            {match.competition_name}
          </Link>
        </Typography>
        <Chip
          size="small"
          color={OUTCOME_COLORS[outcome]}
          label={`${t(FORM_LETTER_KEYS[outcome])} · ${t(`team_matches.form.${outcome}`)}`}
        />
      </Box>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', mt: 0.5 }}>
        {match.home_team.name} {match.home_score} : {match.away_score} {match.away_team.name}
      </Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      ) : null}
    </ListItem>
  );
}
