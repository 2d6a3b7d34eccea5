import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CARD_KINDS, type CardKind } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { ResultLinePlayer, ResultLines, type SideLinesProps } from './result-lines';

/** A side's cards (for fair play): a player who played and the card they were shown. */
export function ResultCards({ players, ...lines }: SideLinesProps) {
  const { t } = useTranslation();
  const { side } = lines;
  const first = players[0];
  return (
    <ResultLines
      {...lines}
      list="cards"
      columns="1fr 1fr"
      renderFields={(line, change, index) => (
        <>
          <ResultLinePlayer players={players} value={line.userId} onChange={(userId) => change({ userId })} />
          <TextField
            select
            size="small"
            label={t('competitions.organizer.card_kind')}
            value={line.card}
            onChange={(event) => change({ card: event.target.value as CardKind })}
            slotProps={{ htmlInput: { 'data-testid': `card-kind-${side}-${index}` } }}
          >
            {CARD_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`competitions.organizer.card_kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      newLine={first ? { side, userId: first.id, card: 'yellow' } : null}
    />
  );
}
