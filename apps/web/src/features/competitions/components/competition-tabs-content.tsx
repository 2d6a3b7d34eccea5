import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Competition, CompetitionMatch } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/errors/error-state';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useConfirmResult } from '../api/competition-mutations';
import {
  useCompetitionBracket,
  useCompetitionFixtures,
  useCompetitionScorers,
  useCompetitionStandings,
} from '../api/competition-queries';
import { BracketView } from './bracket-view';
import { FixtureList } from './fixture-list';
import { RescheduleDialog } from './reschedule-dialog';
import { ResultDialog } from './result-dialog';
import { ScorersTable } from './scorers-table';
import { StandingsTable } from './standings-table';
import { TeamCell } from './team-cell';

function Loading() {
  return <Skeleton variant="rounded" height={240} />;
}

/** The fixtures, with the organizer's result and move buttons on each match they may change. */
export function FixturesTab({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const fixtures = useCompetitionFixtures(competition.id);
  const [recording, setRecording] = useState<CompetitionMatch | null>(null);
  const [moving, setMoving] = useState<CompetitionMatch | null>(null);
  const confirm = useConfirmResult(competition.id);
  if (fixtures.isError) {
    return (
      <ErrorState
        title={t('competitions.not_found')}
        error={fixtures.error}
        onRetry={() => void fixtures.refetch()}
      />
    );
  }
  if (!fixtures.data) return <Loading />;
  return (
    <>
      <FixtureList
        fixtures={fixtures.data.matches}
        actions={(match) =>
          match.permissions.record_result || match.permissions.reschedule || match.permissions.confirm ? (
            <Stack direction="row" spacing={0.5}>
              {match.permissions.confirm ? (
                <Button
                  size="small"
                  disabled={confirm.isPending}
                  onClick={() =>
                    confirm.mutate(match.id, {
                      onSuccess: () => toast.success(t('competitions.organizer.result_saved')),
                      onError: (error) => toast.error(errorMessage(error, t)),
                    })
                  }
                  data-testid={`confirm-${match.id}`}
                >
                  {t('competitions.organizer.confirm_result')}
                </Button>
              ) : null}
              {match.permissions.record_result && match.home_team && match.away_team ? (
                <Button size="small" onClick={() => setRecording(match)} data-testid={`record-${match.id}`}>
                  {t('competitions.organizer.enter_result')}
                </Button>
              ) : null}
              {match.permissions.reschedule && match.status !== 'played' ? (
                <Button size="small" onClick={() => setMoving(match)} data-testid={`move-${match.id}`}>
                  {t('competitions.organizer.reschedule')}
                </Button>
              ) : null}
            </Stack>
          ) : null
        }
      />
      {recording ? (
        <ResultDialog competition={competition} match={recording} onClose={() => setRecording(null)} />
      ) : null}
      {moving ? (
        <RescheduleDialog competition={competition} match={moving} onClose={() => setMoving(null)} />
      ) : null}
    </>
  );
}

/** The table (one per group), with the tie-break footnotes; it follows new results live. */
export function TableTab({
  competition,
  myTeamIds,
}: {
  competition: Competition;
  myTeamIds: readonly string[];
}) {
  const { t } = useTranslation();
  const standings = useCompetitionStandings(competition.id);
  if (standings.isError) {
    return (
      <ErrorState
        title={t('competitions.not_found')}
        error={standings.error}
        onRetry={() => void standings.refetch()}
      />
    );
  }
  if (!standings.data) return <Loading />;
  const tables = standings.data.tables.filter((table) => table.rows.length > 0);
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
}

/** The knockout bracket, and the champion once there is one. */
export function BracketTab({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const bracket = useCompetitionBracket(competition.id);
  if (bracket.isError) {
    return (
      <ErrorState
        title={t('competitions.not_found')}
        error={bracket.error}
        onRetry={() => void bracket.refetch()}
      />
    );
  }
  if (!bracket.data) return <Loading />;
  const { champion, runner_up: runnerUp, third } = bracket.data;
  return (
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
      <BracketView matches={bracket.data.matches} />
    </Stack>
  );
}

export function ScorersTab({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const scorers = useCompetitionScorers(competition.id);
  if (scorers.isError) {
    return (
      <ErrorState
        title={t('competitions.not_found')}
        error={scorers.error}
        onRetry={() => void scorers.refetch()}
      />
    );
  }
  if (!scorers.data) return <Loading />;
  return <ScorersTable scorers={scorers.data.items} />;
}
