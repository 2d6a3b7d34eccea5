import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Competition } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { QueryState } from '../../../components/errors/query-state';
import { TeamCell } from '../../../components/team-cell';
import {
  useCompetitionBracket,
  useCompetitionScorers,
  useCompetitionStandings,
} from '../api/standings-queries';
import { BracketView } from './bracket-view';
import { ScorersTable } from './scorers-table';
import { StandingsTable } from './standings-table';

const HEIGHT = 240;

/** The table (one per group), with the tie-break footnotes; it follows new results live. */
export function TableTab({
  competition,
  myTeamIds,
}: {
  competition: Competition;
  /** The viewer's teams, marked in the table. */
  myTeamIds: readonly string[];
}) {
  const { t } = useTranslation();
  const standings = useCompetitionStandings(competition.id);
  return (
    <QueryState query={standings} errorTitle={t('competitions.not_found')} height={HEIGHT}>
      {(data) => {
        const tables = data.tables.filter((table) => table.rows.length > 0);
        if (tables.length === 0)
          return <Typography color="text.secondary">{t('competitions.table.empty')}</Typography>;
        return (
          <Stack spacing={4}>
            {tables.map((table) => (
              <StandingsTable
                key={table.group ?? 'league'}
                rows={table.rows}
                caption={
                  table.group
                    ? t('competitions.table.group', { group: table.group })
                    : t('competitions.table.title')
                }
                highlightTeamIds={myTeamIds}
                testId={table.group ? `standings-table-${table.group}` : 'standings-table'}
              />
            ))}
            <Typography variant="caption" color="text.secondary">
              {t('competitions.table.live')}
            </Typography>
          </Stack>
        );
      }}
    </QueryState>
  );
}

/** The knockout bracket, and the champion once there is one. */
export function BracketTab({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const bracket = useCompetitionBracket(competition.id);
  return (
    <QueryState query={bracket} errorTitle={t('competitions.not_found')} height={HEIGHT}>
      {({ champion, runner_up: runnerUp, third, matches }) => (
        <Stack spacing={3}>
          {champion ? (
            <Stack spacing={1} data-testid="bracket-podium">
              {[
                { label: t('competitions.overview.champion'), team: champion },
                { label: t('competitions.overview.runner_up'), team: runnerUp },
                { label: t('competitions.overview.third'), team: third },
              ]
                .filter((entry) => entry.team)
                .map((entry) => (
                  <Stack key={entry.label} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" color="text.secondary" sx={{ minWidth: 110 }}>
                      {entry.label}
                    </Typography>
                    <TeamCell team={entry.team} bold />
                  </Stack>
                ))}
            </Stack>
          ) : null}
          <BracketView matches={matches} />
        </Stack>
      )}
    </QueryState>
  );
}

/** The top scorers. */
export function ScorersTab({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const scorers = useCompetitionScorers(competition.id);
  return (
    <QueryState query={scorers} errorTitle={t('competitions.not_found')} height={HEIGHT}>
      {(data) => <ScorersTable scorers={data.items} />}
    </QueryState>
  );
}
