import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TeamRef } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import type { BracketMatchView } from '@oyna/shared';
import { TeamCell } from '../../../components/team-cell';

function SideLine({
  team,
  goals,
  won,
  penalties,
  bye,
}: {
  team: TeamRef | null;
  goals: number | null;
  won: boolean;
  penalties: boolean;
  bye: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        minHeight: 28,
      }}
    >
      {bye && !team ? (
        <Typography variant="body2" color="text.secondary">
          {t('competitions.bracket.bye')}
        </Typography>
      ) : (
        <TeamCell team={team} size={20} bold={won} />
      )}
      <Typography variant="body2" sx={{ fontWeight: won ? 800 : 500, whiteSpace: 'nowrap' }}>
        {goals ?? ''}
        {penalties ? (
          <Typography component="span" variant="caption" sx={{ ml: 0.5 }}>
            {t('competitions.bracket.penalties_mark')}
          </Typography>
        ) : null}
      </Typography>
    </Box>
  );
}

/** One knockout match: both sides, the score, who went through, and the kick-off while it waits. */
export function BracketMatchCard({ match }: { match: BracketMatchView }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const played = match.status === 'played';
  const team = (side: 'home' | 'away') => (side === 'home' ? match.home_team : match.away_team);
  const score = (side: 'home' | 'away') => (side === 'home' ? match.home_score : match.away_score);
  // A forfeit counts 3:0 for the side that did not forfeit.
  const forfeitGoals = (side: 'home' | 'away') => (match.forfeit ? (match.forfeit === side ? 0 : 3) : null);
  return (
    <Paper
      variant="outlined"
      data-testid={`bracket-match-${match.id}`}
      sx={{ px: 1.25, py: 0.75, width: '100%', borderColor: played ? 'divider' : 'primary.main' }}
    >
      {(['home', 'away'] as const).map((side) => (
        <SideLine
          key={side}
          team={team(side)}
          goals={forfeitGoals(side) ?? (played ? score(side) : null)}
          won={match.winner_team_id !== null && match.winner_team_id === team(side)?.id}
          penalties={played && match.penalties_winner === side}
          bye={match[side].kind === 'bye'}
        />
      ))}
      {!played && match.starts_at ? (
        <Typography variant="caption" color="text.secondary">
          {formatBakuDateTime(new Date(match.starts_at), language)}
        </Typography>
      ) : null}
      {match.forfeit ? (
        <Typography variant="caption" color="text.secondary">
          {t('competitions.fixtures.forfeit')}
        </Typography>
      ) : null}
    </Paper>
  );
}
