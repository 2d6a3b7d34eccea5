import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CARD_KINDS, type CardKind, type PlayerIdentity } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/format';
import type { CardLine, CompetitionResultForm, ResultUpdate, Side } from '../lib/result-form';
import { ResultLines } from './result-lines';

/** A side's cards (for fair play): a player who played and the card they were shown. */
export function ResultCards({
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
  const indexes = form.cards.flatMap((line, index) => (line.side === side ? [index] : []));
  const setLine = (index: number, changes: Partial<CardLine>) =>
    update((current) => ({
      ...current,
      cards: current.cards.map((line, at) => (at === index ? { ...line, ...changes } : line)),
    }));
  return (
    <ResultLines
      title={t('competitions.organizer.cards')}
      indexes={indexes}
      columns="1fr 1fr"
      renderFields={(index) => {
        const line = form.cards[index];
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
              {players.map((player) => (
                <MenuItem key={player.id} value={player.id}>
                  {fullName(player)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('competitions.organizer.card_kind')}
              value={line.card}
              onChange={(event) => setLine(index, { card: event.target.value as CardKind })}
              slotProps={{ htmlInput: { 'data-testid': `card-kind-${side}-${index}` } }}
            >
              {CARD_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`competitions.organizer.card_kinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
          </>
        );
      }}
      removeLabel={t('competitions.organizer.remove_card')}
      onRemove={(index) =>
        update((current) => ({ ...current, cards: current.cards.filter((_, at) => at !== index) }))
      }
      addLabel={t('competitions.organizer.add_card')}
      addDisabled={players.length === 0}
      onAdd={() => {
        const first = players[0];
        if (first)
          update((current) => ({
            ...current,
            cards: [...current.cards, { side, userId: first.id, card: 'yellow' }],
          }));
      }}
      addTestId={`add-card-${side}`}
    />
  );
}
