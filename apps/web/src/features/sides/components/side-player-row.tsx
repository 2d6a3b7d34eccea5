import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { SidePlayer } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { PositionAbbr } from '../../../components/position-abbr';
import { SideMoveMenu } from './side-move-menu';
import { fullName } from '../../../lib/format';

export interface SideEditing {
  sideCount: number;
  onMove: (userId: string, side: number) => void;
  onToggleLock: (userId: string) => void;
}

/** One player on the pitch: name, position, strength and lock; draggable when the organizer edits. */
export function SidePlayerRow(props: { player: SidePlayer; side: number; editing: SideEditing | null }) {
  const { t } = useTranslation();
  const { player, side, editing } = props;
  const name = fullName(player);
  const position = player.primary_position ? (
    <PositionAbbr position={player.primary_position} />
  ) : (
    t('sides.no_position')
  );
  return (
    <Box
      component="li"
      draggable={editing !== null}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', player.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-testid="side-player"
      data-player={name}
      data-locked={player.locked}
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        minWidth: 0,
        minHeight: 44,
        pl: 1,
        pr: 0.25,
        borderRadius: '10px',
        bgcolor: 'rgba(4, 20, 10, 0.5)',
        border: '1px solid rgba(255, 255, 255, 0.14)',
        color: '#f8fafc',
        cursor: editing ? 'grab' : 'default',
      }}
    >
      <Box sx={{ minWidth: 0, flex: 1, py: 0.5 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {player.jersey_number !== null ? (
            <Box component="span" sx={{ opacity: 0.7, mr: 0.5 }}>
              {player.jersey_number}
            </Box>
          ) : null}
          {name}
        </Typography>
        <Typography variant="caption" noWrap component="p" sx={{ opacity: 0.8, lineHeight: 1.3 }}>
          {position} · {player.strength ?? '—'}
        </Typography>
      </Box>
      {editing ? (
        <>
          <IconButton
            size="small"
            aria-pressed={player.locked}
            aria-label={t(player.locked ? 'sides.manage.unlock' : 'sides.manage.lock', { name })}
            onClick={() => editing.onToggleLock(player.id)}
            sx={{ color: player.locked ? '#fbbf24' : 'rgba(248, 250, 252, 0.7)' }}
            data-testid="side-lock"
          >
            {player.locked ? <LockIcon fontSize="small" /> : <LockOpenIcon fontSize="small" />}
          </IconButton>
          <SideMoveMenu
            name={name}
            currentSide={side}
            sideCount={editing.sideCount}
            onMove={(target) => editing.onMove(player.id, target)}
          />
        </>
      ) : player.locked ? (
        <LockIcon titleAccess={t('sides.locked')} fontSize="small" sx={{ color: '#fbbf24', mr: 0.75 }} />
      ) : null}
    </Box>
  );
}
