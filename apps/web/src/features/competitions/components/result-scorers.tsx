import TextField from '@mui/material/TextField';
import { MAX_SIDE_SCORE } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { ResultLinePlayer, ResultLines, type SideLinesProps } from './result-lines';

/** A side's named scorers: a player who played and their goals per line. */
export function ResultScorers({ players, ...lines }: SideLinesProps) {
  const { t } = useTranslation();
  const { side, form } = lines;
  const free = players.filter(
    (player) => !form.scorers.some((line) => line.side === side && line.userId === player.id),
  );
  const first = free[0];
  return (
    <ResultLines
      {...lines}
      list="scorers"
      columns="1fr 80px"
      renderFields={(line, change) => (
        <>
          <ResultLinePlayer
            players={players.filter((player) => player.id === line.userId || free.includes(player))}
            value={line.userId}
            onChange={(userId) => change({ userId })}
          />
          <TextField
            size="small"
            type="number"
            label={t('competitions.organizer.scorer_goals')}
            value={line.goals}
            onChange={(event) => change({ goals: Math.max(0, Math.trunc(Number(event.target.value) || 0)) })}
            slotProps={{ htmlInput: { min: 1, max: MAX_SIDE_SCORE } }}
          />
        </>
      )}
      newLine={first ? { side, userId: first.id, goals: 1 } : null}
    />
  );
}
