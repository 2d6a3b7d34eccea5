import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TeamPlayer } from '@oyna/shared';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { FormationSpot } from '../lib/formation-draft';
import { SPOT_ATTRIBUTE, sameSpot, spotKey } from '../lib/formation-spot';
import { fullName } from '../lib/player-names';

export interface BenchEditing {
  picked: FormationSpot | null;
  over: FormationSpot | null;
  onPick: (spot: FormationSpot) => void;
  onDragStart: (event: ReactPointerEvent, spot: FormationSpot, label: string) => void;
}

/**
 * The members not on the pitch. While editing, each is a button to pick or drag, the whole box is
 * a drop target, and a "send to the bench" button appears when a pitch player is picked (for
 * keyboards and taps, where there is no bench member to swap with).
 */
export function FormationBench(props: { players: TeamPlayer[]; editing: BenchEditing | null }) {
  const { t } = useTranslation();
  const { editing } = props;
  const benchSpot: FormationSpot = { kind: 'bench', userId: null };
  const overBench = editing?.over?.kind === 'bench';
  return (
    <Box
      {...(editing ? { [SPOT_ATTRIBUTE]: spotKey(benchSpot) } : {})}
      data-testid="formation-bench"
      sx={{
        border: '2px dashed',
        borderColor: overBench ? 'primary.main' : 'divider',
        borderRadius: '12px',
        p: 1.5,
        minHeight: 88,
      }}
    >
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {t('formations.bench_title')}
      </Typography>
      {props.players.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('formations.bench_empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {props.players.map((player) => (
            <li key={player.id}>
              <BenchPlayer player={player} editing={editing} />
            </li>
          ))}
        </Box>
      )}
      {editing?.picked?.kind === 'slot' ? (
        <Button
          size="small"
          variant="outlined"
          sx={{ mt: 1.5 }}
          onClick={() => editing.onPick(benchSpot)}
          data-testid="formation-to-bench"
        >
          {t('formations.bench_drop')}
        </Button>
      ) : null}
    </Box>
  );
}

function BenchPlayer({ player, editing }: { player: TeamPlayer; editing: BenchEditing | null }) {
  const { t } = useTranslation();
  const spot: FormationSpot = { kind: 'bench', userId: player.id };
  const position = player.primary_position
    ? t(`onboarding.preferences.positions_short.${player.primary_position}`)
    : null;
  const content = (
    <>
      <span>{fullName(player)}</span>
      {position ? (
        <Box component="span" sx={{ ml: 0.75, opacity: 0.8, fontWeight: 700, fontSize: '0.75em' }}>
          {position}
        </Box>
      ) : null}
    </>
  );
  const chip = {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 36,
    px: 1.25,
    borderRadius: '18px',
    border: '1px solid',
    borderColor: 'divider',
    bgcolor: 'background.paper',
    color: 'text.primary',
    fontSize: '0.875rem',
  } as const;
  if (!editing)
    return (
      <Box component="span" sx={chip} data-testid="formation-bench-player" data-player={player.id}>
        {content}
      </Box>
    );
  const picked = sameSpot(editing.picked, spot);
  const over = sameSpot(editing.over, spot);
  return (
    <Box
      component="button"
      type="button"
      {...{ [SPOT_ATTRIBUTE]: spotKey(spot) }}
      data-testid="formation-bench-player"
      data-player={player.id}
      aria-pressed={picked}
      onClick={() => editing.onPick(spot)}
      onPointerDown={(event: ReactPointerEvent) => editing.onDragStart(event, spot, fullName(player))}
      sx={{
        ...chip,
        font: 'inherit',
        fontSize: chip.fontSize,
        cursor: 'grab',
        touchAction: 'none',
        borderColor: picked || over ? 'primary.main' : 'divider',
        boxShadow: picked ? (theme) => `0 0 0 2px ${theme.palette.primary.main}` : 'none',
        '&:focus-visible': {
          outline: (theme) => `3px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
      }}
    >
      {content}
    </Box>
  );
}
