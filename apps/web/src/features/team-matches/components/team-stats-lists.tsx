import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { TeamStats } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { PlayerName } from './player-name';
import { StatsSection } from './stats-section';

const row = { px: 0, py: 0.75, gap: 1.5, justifyContent: 'space-between', alignItems: 'baseline' } as const;

/** Top scorers: goals and the matches they scored them in. */
export function TopScorers({ scorers }: { scorers: TeamStats['top_scorers'] }) {
  const { t } = useTranslation();
  return (
    <StatsSection title={t('team_matches.stats.top_scorers')} testId="team-top-scorers">
      {scorers.length === 0 ? (
        <Typography color="text.secondary">{t('team_matches.stats.no_scorers')}</Typography>
      ) : (
        <List dense disablePadding>
          {scorers.map((scorer) => (
            <ListItem key={scorer.player.id} divider sx={row}>
              <PlayerName player={scorer.player} />
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                {t('team_matches.stats.goals_in_matches', {
                  count: scorer.goals,
                  goals: scorer.goals,
                  matches: t('team_matches.stats.matches', { count: scorer.matches }),
                })}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </StatsSection>
  );
}

/** Attendance of the current members: attended of squad calls, and the rate. */
export function Attendance({ attendance }: { attendance: TeamStats['attendance'] }) {
  const { t } = useTranslation();
  return (
    <StatsSection title={t('team_matches.stats.attendance')} testId="team-attendance">
      <List dense disablePadding>
        {attendance.map((entry) => (
          <ListItem key={entry.player.id} divider sx={row}>
            <PlayerName player={entry.player} />
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap', textAlign: 'right' }}>
              {t('team_matches.stats.attended_of_calls', {
                attended: entry.attended,
                calls: entry.squad_calls,
              })}
              {' · '}
              <strong>{entry.rate === null ? t('team_matches.stats.no_rate') : `${entry.rate}%`}</strong>
            </Typography>
          </ListItem>
        ))}
      </List>
    </StatsSection>
  );
}
