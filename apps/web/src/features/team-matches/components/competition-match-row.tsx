import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type TeamCompetitionMatch, teamMatchOutcome } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { MatchHistoryRow } from '../../../components/match-result/match-history-row';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { OutcomeChip } from './form-chips';

/** One competition match in a team's history: when, in which competition, the score; links to the competition. */
export function CompetitionMatchRow({ match, teamId }: { match: TeamCompetitionMatch; teamId: string }) {
  const { t } = useTranslation();
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
    <MatchHistoryRow
      testId="history-competition-match"
      meta={
        <>
          {formatBakuDateTime(new Date(match.starts_at), currentLanguage())} ·{' '}
          <Link component={RouterLink} to={`/tournaments/${match.competition_id}`}>
            {match.competition_name}
          </Link>
        </>
      }
      badge={<OutcomeChip outcome={outcome} />}
      title={
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', mt: 0.5 }}>
          {match.home_team.name} {match.home_score} : {match.away_score} {match.away_team.name}
        </Typography>
      }
      note={note}
    />
  );
}
