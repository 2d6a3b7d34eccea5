import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Box from '@mui/material/Box';
import type { FormationSlotBody, TeamPlayer } from '@oyna/shared';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { FormationSpot } from '../lib/formation-draft';
import { SPOT_ATTRIBUTE, spotKey } from '../lib/formation-spot';
import { fullName, shortName } from '../lib/player-names';
import { VisuallyHidden } from '../../../components/visually-hidden';

/** What the editor lets a slot do; absent, the slot is read-only. */
export interface SlotEditing {
  picked: boolean;
  dropTarget: boolean;
  locked: boolean;
  onPick: () => void;
  onDragStart: (event: ReactPointerEvent, spot: FormationSpot, label: string) => void;
  onToggleLock: () => void;
}

const TOKEN = 44;

/**
 * One slot of the pitch at its normalised place: a round token with the role's short name (and the
 * player's name under it), a lock switch on a filled slot while editing, and the reason as its title.
 */
export function PitchSlot(props: {
  slot: FormationSlotBody;
  player: TeamPlayer | null;
  accent: string;
  reason: string | null;
  editing: SlotEditing | null;
  small?: boolean;
}) {
  const { t } = useTranslation();
  const { slot, player, editing } = props;
  const role = t(`onboarding.preferences.positions.${slot.role}`);
  const abbr = t(`onboarding.preferences.positions_short.${slot.role}`);
  const size = props.small ? 30 : TOKEN;
  const spot: FormationSpot = { kind: 'slot', slotId: slot.id };
  const label = player
    ? t('formations.slot_filled', { role, name: fullName(player) })
    : t('formations.slot_empty', { role });
  const highlighted = editing?.picked === true || editing?.dropTarget === true;
  const token = {
    width: size,
    height: size,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    fontWeight: 800,
    fontSize: props.small ? '0.6rem' : '0.75rem',
    lineHeight: 1,
    border: '2px solid',
    borderStyle: player ? 'solid' : 'dashed',
    borderColor: player ? props.accent : 'rgba(255, 255, 255, 0.9)',
    bgcolor: player ? '#ffffff' : 'rgba(0, 0, 0, 0.35)',
    color: player ? '#111827' : '#ffffff',
    boxShadow: highlighted ? '0 0 0 4px #facc15' : '0 1px 3px rgba(0, 0, 0, 0.4)',
  } as const;
  return (
    <Box
      {...{ [SPOT_ATTRIBUTE]: spotKey(spot) }}
      data-testid={`formation-slot-${slot.id}`}
      data-player={player?.id ?? ''}
      sx={{
        position: 'absolute',
        left: `${slot.x * 100}%`,
        top: `${(1 - slot.y) * 100}%`,
        transform: 'translate(-50%, -50%)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        width: props.small ? 72 : 80,
        zIndex: highlighted ? 2 : 1,
      }}
      title={props.reason ?? undefined}
    >
      {editing ? (
        <Box
          component="button"
          type="button"
          aria-pressed={editing.picked}
          onClick={editing.onPick}
          onPointerDown={(event: ReactPointerEvent) =>
            player ? editing.onDragStart(event, spot, shortName(player)) : undefined
          }
          sx={{
            ...token,
            p: 0,
            cursor: player ? 'grab' : 'pointer',
            touchAction: player ? 'none' : 'manipulation',
            font: 'inherit',
            fontWeight: 800,
            fontSize: token.fontSize,
            '&:focus-visible': { outline: '3px solid #facc15', outlineOffset: 2 },
          }}
        >
          {/* The name comes from the words, not aria-label, so the visible role is no mismatch for voice control. */}
          <span aria-hidden="true">{abbr}</span>
          <VisuallyHidden inline>{label}</VisuallyHidden>
        </Box>
      ) : (
        <Box aria-label={label} role="img" sx={token}>
          {abbr}
        </Box>
      )}
      {editing && player ? (
        <Box
          component="button"
          type="button"
          aria-label={t(editing.locked ? 'formations.unlock' : 'formations.lock', { name: fullName(player) })}
          aria-pressed={editing.locked}
          onClick={editing.onToggleLock}
          data-testid={`formation-lock-${slot.id}`}
          sx={{
            position: 'absolute',
            top: -8,
            left: 'calc(50% + 10px)',
            width: 26,
            height: 26,
            p: 0,
            borderRadius: '50%',
            border: '1px solid rgba(0, 0, 0, 0.3)',
            display: 'grid',
            placeItems: 'center',
            cursor: 'pointer',
            bgcolor: editing.locked ? '#facc15' : 'rgba(255, 255, 255, 0.92)',
            color: '#111827',
            '&:focus-visible': { outline: '3px solid #facc15', outlineOffset: 2 },
          }}
        >
          {editing.locked ? <LockIcon sx={{ fontSize: 15 }} /> : <LockOpenIcon sx={{ fontSize: 15 }} />}
        </Box>
      ) : null}
      {player ? (
        <Box
          aria-hidden="true"
          sx={{
            mt: 0.25,
            px: 0.5,
            maxWidth: '100%',
            borderRadius: '6px',
            bgcolor: 'rgba(0, 0, 0, 0.72)',
            color: '#ffffff',
            fontSize: props.small ? '0.6rem' : '0.7rem',
            fontWeight: 600,
            lineHeight: 1.4,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {shortName(player)}
        </Box>
      ) : null}
    </Box>
  );
}
