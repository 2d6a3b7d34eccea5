import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlayerIdentity, TeamRef } from '@oyna/shared';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { LineupChecklist } from '../../../components/match-result/lineup-checklist';
import { lineupSizeOk } from '../../../lib/match-result';
import {
  played,
  setPlayed,
  withDefaultLineup,
  type CompetitionResultForm,
  type LineupLimits,
  type ResultUpdate,
  type Side,
} from '../lib/result-form';
import { ResultCards } from './result-cards';
import { ResultScorers } from './result-scorers';

/**
 * One team's part of a played match's result: who played (ticked from the team's current members;
 * all of them at first, or the recorded line-up), then its scorers and cards, chosen among those
 * who played.
 */
export function ResultSide({
  side,
  team,
  roster,
  form,
  limits,
  update,
  fill = update,
}: {
  side: Side;
  team: TeamRef;
  /** The team's current members, once loaded. */
  roster: PlayerIdentity[] | undefined;
  form: CompetitionResultForm;
  limits: LineupLimits;
  /** The user's changes. */
  update: ResultUpdate;
  /** Filling in the default line-up (not the user's doing); `update` when not given. */
  fill?: ResultUpdate;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  useEffect(() => {
    if (roster) {
      const ids = roster.map((player) => player.id);
      fill((current) => withDefaultLineup(current, side, ids));
    }
  }, [roster, side, fill]);
  const players = (roster ?? []).filter((player) => played(form, side, player.id));
  const count = form.lineups[side]?.length ?? 0;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={headingId} data-testid={`result-side-${side}`}>
      <Typography id={headingId} component="h3" variant="subtitle1">
        {team.name}
      </Typography>
      <Box>
        <Typography component="h4" variant="subtitle2">
          {t('competitions.organizer.played')}
        </Typography>
        <Typography
          variant="body2"
          color={lineupSizeOk(count, limits) ? 'text.secondary' : 'warning.main'}
          data-testid={`lineup-count-${side}`}
        >
          {t('competitions.organizer.played_count', { count, min: limits.min, max: limits.max })}
        </Typography>
        {roster ? (
          <LineupChecklist
            grid
            small
            players={roster}
            isPicked={(id) => played(form, side, id)}
            onPick={(id, pick) => update((current) => setPlayed(current, side, id, pick))}
            inputTestId={(id) => `played-${side}-${id}`}
          />
        ) : (
          <Skeleton variant="rounded" height={80} />
        )}
      </Box>
      <ResultScorers side={side} players={players} form={form} update={update} />
      <ResultCards side={side} players={players} form={form} update={update} />
    </Stack>
  );
}
