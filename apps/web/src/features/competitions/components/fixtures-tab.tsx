import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Competition, CompetitionMatch } from '@oyna/shared';
import { useState, type ComponentType } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryState } from '../../../components/errors/query-state';
import { toastOutcome } from '../../../lib/toast-outcome';
import { useConfirmResult } from '../api/competition-mutations';
import { useCompetitionFixtures } from '../api/competition-queries';
import { FixtureList } from './fixture-list';
import { ResultDialog } from './result-dialog';

/** The organizer's move button on one match (the console's), in the app's composition. */
export type MoveMatchPart = ComponentType<{ competition: Competition; match: CompetitionMatch }>;

/**
 * The fixtures, with the result buttons on each match the viewer may record or confirm, and with
 * `moveMatch`, the organizer's button that moves it.
 */
export function FixturesTab({
  competition,
  moveMatch: MoveMatch,
}: {
  competition: Competition;
  moveMatch?: MoveMatchPart | undefined;
}) {
  const { t } = useTranslation();
  const fixtures = useCompetitionFixtures(competition.id);
  const [recording, setRecording] = useState<CompetitionMatch | null>(null);
  const confirm = useConfirmResult(competition.id);
  return (
    <QueryState query={fixtures} errorTitle={t('competitions.not_found')} height={240}>
      {(data) => (
        <>
          <FixtureList
            fixtures={data.matches}
            actions={(match) =>
              match.permissions.record_result || match.permissions.reschedule || match.permissions.confirm ? (
                <Stack direction="row" spacing={0.5}>
                  {match.permissions.confirm ? (
                    <Button
                      size="small"
                      disabled={confirm.isPending}
                      onClick={() =>
                        confirm.mutate(match.id, toastOutcome(t, t('competitions.organizer.result_saved')))
                      }
                      data-testid={`confirm-${match.id}`}
                    >
                      {t('competitions.organizer.confirm_result')}
                    </Button>
                  ) : null}
                  {match.permissions.record_result && match.home_team && match.away_team ? (
                    <Button
                      size="small"
                      onClick={() => setRecording(match)}
                      data-testid={`record-${match.id}`}
                    >
                      {t('competitions.organizer.enter_result')}
                    </Button>
                  ) : null}
                  {MoveMatch ? <MoveMatch competition={competition} match={match} /> : null}
                </Stack>
              ) : null
            }
          />
          {recording ? (
            <ResultDialog competition={competition} match={recording} onClose={() => setRecording(null)} />
          ) : null}
        </>
      )}
    </QueryState>
  );
}
