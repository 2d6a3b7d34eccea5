import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MAX_SIDE_SCORE, type PlayerIdentity } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/format';
import type { ScorerLine, CompetitionResultForm, ResultUpdate, Side } from '../lib/result-form';
import { ResultLines } from './result-lines';

/** A side's named scorers: a player who played and their goals per line. */
export function ResultScorers({
  side,
  players,
  form,
  update,
}: {
  side: Side;
  /** The side's players who played. */
  players: PlayerIdentity[];
  form: CompetitionResultForm;
  update: ResultUpdate;
}) {
  const { t } = useTranslation();
  const indexes = form.scorers.flatMap((line, index) => (line.side === side ? [index] : []));
  const setLine = (index: number, changes: Partial<ScorerLine>) =>
    update((current) => ({
      ...current,
      scorers: current.scorers.map((line, at) => (at === index ? { ...line, ...changes } : line)),
    }));
  const free = players.filter(
    (player) => !form.scorers.some((line) => line.side === side && line.userId === player.id),
  );
  return (
    <ResultLines
      title={t('competitions.organizer.scorers')}
      indexes={indexes}
      columns="1fr 80px"
      renderFields={(index) => {
        const line = form.scorers[index];
        if (!line) return null;
        return (
          <>
            <TextField
              select
              size="small"
              label={t('competitions.organizer.scorer_player')}
              value={line.userId}
              onChange={(event) => setLine(index, { userId: event.target.value })}
            >
              {players
                .filter((player) => player.id === line.userId || free.includes(player))
                .map((player) => (
                  <MenuItem key={player.id} value={player.id}>
                    {fullName(player)}
                  </MenuItem>
                ))}
            </TextField>
            <TextField
              size="small"
              type="number"
              label={t('competitions.organizer.scorer_goals')}
              value={line.goals}
              onChange={(event) =>
                setLine(index, { goals: Math.max(0, Math.trunc(Number(event.target.value) || 0)) })
              }
              slotProps={{ htmlInput: { min: 1, max: MAX_SIDE_SCORE } }}
            />
          </>
        );
      }}
      removeLabel={t('competitions.organizer.remove_scorer')}
      onRemove={(index) =>
        update((current) => ({ ...current, scorers: current.scorers.filter((_, at) => at !== index) }))
      }
      addLabel={t('competitions.organizer.add_scorer')}
      addDisabled={free.length === 0}
      onAdd={() => {
        const first = free[0];
        if (first)
          update((current) => ({
            ...current,
            scorers: [...current.scorers, { side, userId: first.id, goals: 1 }],
          }));
      }}
      addTestId={`add-scorer-${side}`}
    />
  );
}
