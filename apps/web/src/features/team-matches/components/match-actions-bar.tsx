import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TeamMatch } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { matchActions, type MatchAction } from '../lib/match-actions';
import { DecisionDialog } from './decision-dialog';
import { ResultDialog } from './result-dialog';
import { SquadDialog } from './squad-dialog';

const PRIMARY: ReadonlySet<MatchAction> = new Set(['accept', 'record_result', 'confirm']);
const DANGER: ReadonlySet<MatchAction> = new Set(['decline', 'dispute', 'cancel']);

/** The buttons the signed-in captain has on this match, each opening its dialog. */
export function MatchActionsBar({ match }: { match: TeamMatch }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<MatchAction | null>(null);
  const actions = matchActions(match, new Date());
  // The dialog stays mounted after its decision leaves no action, to say it is done.
  if (actions.length === 0 && open === null) return null;
  const close = () => setOpen(null);
  return (
    <>
      {actions.length > 0 ? (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="team-match-actions">
          {actions.map((action) => (
            <Button
              key={action}
              variant={PRIMARY.has(action) ? 'contained' : 'outlined'}
              color={DANGER.has(action) ? 'error' : 'primary'}
              onClick={() => setOpen(action)}
              data-testid={`team-match-${action}`}
            >
              {t(`team_matches.actions.${action}`)}
            </Button>
          ))}
        </Stack>
      ) : null}
      {open === 'edit_home_squad' || open === 'edit_away_squad' ? (
        <SquadDialog match={match} side={open === 'edit_home_squad' ? 'home' : 'away'} onClose={close} />
      ) : open === 'record_result' ? (
        <ResultDialog match={match} onClose={close} />
      ) : open ? (
        <DecisionDialog matchId={match.id} decision={open} onClose={close} />
      ) : null}
    </>
  );
}
