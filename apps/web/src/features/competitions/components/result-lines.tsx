import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PlayerIdentity } from '@oyna/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { fullName } from '../../../lib/format';
import {
  sideLineIndexes,
  withPlayerLines,
  type CompetitionResultForm,
  type PlayerLineList,
  type PlayerLineOf,
  type ResultUpdate,
  type Side,
} from '../lib/result-form';

/** What a side's scorers or cards are drawn from: the form, its update, and the side's players who played. */
export interface SideLinesProps {
  side: Side;
  /** The side's players who played. */
  players: PlayerIdentity[];
  form: CompetitionResultForm;
  update: ResultUpdate;
}

/** A list's words: its title, `remove_<line>` and `add_<line>` labels, and the add button's `add-<line>-<side>` test id. */
const LINE_WORDS = { scorers: 'scorer', cards: 'card' } as const satisfies Record<PlayerLineList, string>;

/**
 * A titled list of a side's editable lines of a result (scorers, cards): each line's fields and a
 * remove button on one row (the fields wrap under each other on a phone), and an add button below.
 * It changes, drops and adds the lines of the form's `list`.
 */
export function ResultLines<L extends PlayerLineList>({
  list,
  side,
  form,
  update,
  renderFields,
  columns,
  newLine,
}: Omit<SideLinesProps, 'players'> & {
  list: L;
  /** A line's fields; `change` merges changes into that line. */
  renderFields: (
    line: PlayerLineOf<L>,
    change: (changes: Partial<PlayerLineOf<L>>) => void,
    index: number,
  ) => ReactNode;
  /** The grid columns of a line's fields on a wide screen (one column on a phone). */
  columns: string;
  /** The line the add button adds, or null when there is none to add (the button is disabled). */
  newLine: PlayerLineOf<L> | null;
}) {
  const { t } = useTranslation();
  const word = LINE_WORDS[list];
  const lines = form[list] as PlayerLineOf<L>[];
  const change = (index: number) => (changes: Partial<PlayerLineOf<L>>) =>
    update((current) =>
      withPlayerLines(current, list, (all) =>
        all.map((line, at) => (at === index ? { ...line, ...changes } : line)),
      ),
    );
  return (
    <Stack spacing={1}>
      <Typography component="h4" variant="subtitle2">
        {t(`competitions.organizer.${list}`)}
      </Typography>
      {sideLineIndexes(form, list, side).map((index) => {
        const line = lines[index];
        if (!line) return null;
        return (
          <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Box
              sx={{
                flex: 1,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: columns },
                gap: 1,
              }}
            >
              {renderFields(line, change(index), index)}
            </Box>
            <IconButton
              aria-label={t(`competitions.organizer.remove_${word}`)}
              onClick={() =>
                update((current) =>
                  withPlayerLines(current, list, (all) => all.filter((_, at) => at !== index)),
                )
              }
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        );
      })}
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={newLine === null}
        onClick={() => {
          if (newLine) update((current) => withPlayerLines(current, list, (all) => [...all, newLine]));
        }}
        sx={{ alignSelf: 'flex-start' }}
        data-testid={`add-${word}-${side}`}
      >
        {t(`competitions.organizer.add_${word}`)}
      </Button>
    </Stack>
  );
}

/** The player a result line names, chosen among `players`. */
export function ResultLinePlayer({
  players,
  value,
  onChange,
}: {
  players: PlayerIdentity[];
  value: string;
  onChange: (userId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('competitions.organizer.scorer_player')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {players.map((player) => (
        <MenuItem key={player.id} value={player.id}>
          {fullName(player)}
        </MenuItem>
      ))}
    </TextField>
  );
}
