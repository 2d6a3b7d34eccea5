import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CARD_KINDS, MAX_SIDE_SCORE, type CardKind, type PlayerIdentity, type TeamRef } from '@oyna/shared';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  played,
  setPlayed,
  withDefaultLineup,
  type CompetitionResultForm,
  type LineupLimits,
  type Side,
} from '../lib/result-form';

type Update = (change: (form: CompetitionResultForm) => CompetitionResultForm) => void;

interface Player {
  id: string;
  first_name: string;
  last_name: string;
}

const nameOf = (player: Player) => `${player.first_name} ${player.last_name}`;

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
}: {
  side: Side;
  team: TeamRef;
  /** The team's current members, once loaded. */
  roster: PlayerIdentity[] | undefined;
  form: CompetitionResultForm;
  limits: LineupLimits;
  update: Update;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  useEffect(() => {
    if (roster) {
      const ids = roster.map((player) => player.id);
      update((current) => withDefaultLineup(current, side, ids));
    }
  }, [roster, side, update]);
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
          color={count < limits.min || count > limits.max ? 'warning.main' : 'text.secondary'}
          data-testid={`lineup-count-${side}`}
        >
          {t('competitions.organizer.played_count', { count, min: limits.min, max: limits.max })}
        </Typography>
        {roster ? (
          <FormGroup
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
              columnGap: 1,
            }}
          >
            {roster.map((player) => (
              <FormControlLabel
                key={player.id}
                control={
                  <Checkbox
                    size="small"
                    checked={played(form, side, player.id)}
                    onChange={(event) =>
                      update((current) => setPlayed(current, side, player.id, event.target.checked))
                    }
                    slotProps={{ input: { 'data-testid': `played-${side}-${player.id}` } as object }}
                  />
                }
                label={nameOf(player)}
              />
            ))}
          </FormGroup>
        ) : (
          <Skeleton variant="rounded" height={80} />
        )}
      </Box>
      <SideScorers side={side} players={players} form={form} update={update} />
      <SideCards side={side} players={players} form={form} update={update} />
    </Stack>
  );
}

/** A side's named scorers: a player who played and their goals per line. */
function SideScorers({
  side,
  players,
  form,
  update,
}: {
  side: Side;
  players: Player[];
  form: CompetitionResultForm;
  update: Update;
}) {
  const { t } = useTranslation();
  const lines = form.scorers.map((line, index) => ({ line, index })).filter(({ line }) => line.side === side);
  const setLine = (index: number, changes: Partial<CompetitionResultForm['scorers'][number]>) =>
    update((current) => ({
      ...current,
      scorers: current.scorers.map((line, at) => (at === index ? { ...line, ...changes } : line)),
    }));
  const free = players.filter(
    (player) => !form.scorers.some((line) => line.side === side && line.userId === player.id),
  );
  return (
    <Stack spacing={1}>
      <Typography component="h4" variant="subtitle2">
        {t('competitions.organizer.scorers')}
      </Typography>
      {lines.map(({ line, index }) => (
        <Box
          key={index}
          sx={{ display: 'grid', gridTemplateColumns: '1fr 80px auto', gap: 1, alignItems: 'center' }}
        >
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
                  {nameOf(player)}
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
          <IconButton
            aria-label={t('competitions.organizer.remove_scorer')}
            onClick={() =>
              update((current) => ({ ...current, scorers: current.scorers.filter((_, at) => at !== index) }))
            }
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={free.length === 0}
        onClick={() => {
          const first = free[0];
          if (first)
            update((current) => ({
              ...current,
              scorers: [...current.scorers, { side, userId: first.id, goals: 1 }],
            }));
        }}
        sx={{ alignSelf: 'flex-start' }}
        data-testid={`add-scorer-${side}`}
      >
        {t('competitions.organizer.add_scorer')}
      </Button>
    </Stack>
  );
}

/** A side's cards (for fair play): a player who played and the card they were shown. */
function SideCards({
  side,
  players,
  form,
  update,
}: {
  side: Side;
  players: Player[];
  form: CompetitionResultForm;
  update: Update;
}) {
  const { t } = useTranslation();
  const lines = form.cards.map((line, index) => ({ line, index })).filter(({ line }) => line.side === side);
  const setLine = (index: number, changes: Partial<CompetitionResultForm['cards'][number]>) =>
    update((current) => ({
      ...current,
      cards: current.cards.map((line, at) => (at === index ? { ...line, ...changes } : line)),
    }));
  return (
    <Stack spacing={1}>
      <Typography component="h4" variant="subtitle2">
        {t('competitions.organizer.cards')}
      </Typography>
      {lines.map(({ line, index }) => (
        <Box
          key={index}
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: 1, alignItems: 'center' }}
        >
          <TextField
            select
            size="small"
            label={t('competitions.organizer.scorer_player')}
            value={line.userId}
            onChange={(event) => setLine(index, { userId: event.target.value })}
          >
            {players.map((player) => (
              <MenuItem key={player.id} value={player.id}>
                {nameOf(player)}
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
          <IconButton
            aria-label={t('competitions.organizer.remove_card')}
            onClick={() =>
              update((current) => ({ ...current, cards: current.cards.filter((_, at) => at !== index) }))
            }
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={players.length === 0}
        onClick={() => {
          const first = players[0];
          if (first)
            update((current) => ({
              ...current,
              cards: [...current.cards, { side, userId: first.id, card: 'yellow' }],
            }));
        }}
        sx={{ alignSelf: 'flex-start' }}
        data-testid={`add-card-${side}`}
      >
        {t('competitions.organizer.add_card')}
      </Button>
    </Stack>
  );
}
