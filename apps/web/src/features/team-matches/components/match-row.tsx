import Link from '@mui/material/Link';
import type { TeamMatch } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { MatchHistoryRow } from '../../../components/match-result/match-history-row';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { fullName } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { hasScore, outcomeFor } from '../lib/match-actions';
import { OutcomeChip } from './form-chips';
import { MatchStatusChip } from './match-status-chip';

/** One match in a team's history: when, who against whom, the score, the squad; links to its page. */
export function MatchRow({ match, teamId }: { match: TeamMatch; teamId: string }) {
  const { t } = useTranslation();
  const outcome = outcomeFor(match, teamId);
  const squad = match.home_team.id === teamId ? match.home_squad : match.away_squad;
  const score = hasScore(match)
    ? ` ${match.home_score} : ${match.away_score} `
    : ` ${t('team_matches.match.versus')} `;
  return (
    <MatchHistoryRow
      testId="history-match"
      meta={`${formatBakuDateTime(new Date(match.starts_at), currentLanguage())} · ${match.venue.name}`}
      badge={outcome ? <OutcomeChip outcome={outcome} /> : <MatchStatusChip status={match.status} />}
      title={
        <Link
          component={RouterLink}
          to={`/team-matches/${match.id}`}
          sx={{ fontWeight: 700, overflowWrap: 'anywhere', display: 'inline-block', mt: 0.5 }}
        >
          {match.home_team.name}
          {score}
          {match.away_team.name}
        </Link>
      }
      note={squad.length > 0 && t('team_matches.history.squad', { names: squad.map(fullName).join(', ') })}
    />
  );
}
