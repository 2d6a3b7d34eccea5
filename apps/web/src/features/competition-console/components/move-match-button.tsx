import Button from '@mui/material/Button';
import type { Competition, CompetitionMatch } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { RescheduleDialog } from './reschedule-dialog';

/** On a fixture the organizer may still move: the button and its dialog (another kick-off or pitch). */
export function MoveMatchButton({
  competition,
  match,
}: {
  competition: Competition;
  match: CompetitionMatch;
}) {
  const { t } = useTranslation();
  const [moving, setMoving] = useState(false);
  if (!match.permissions.reschedule || match.status === 'played') return null;
  return (
    <>
      <Button size="small" onClick={() => setMoving(true)} data-testid={`move-${match.id}`}>
        {t('competitions.organizer.reschedule')}
      </Button>
      {moving ? (
        <RescheduleDialog competition={competition} match={match} onClose={() => setMoving(false)} />
      ) : null}
    </>
  );
}
