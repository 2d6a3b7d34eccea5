import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { POSITION_GROUPS, sideLetter, type SidePlayer } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { positionMix } from '../lib/side-draft';
import { SideLetterBadge } from '../../../components/game/side-letter-badge';
import { SidePlayerRow, type SideEditing } from './side-player-row';

/** One side on the pitch: letter, strength, position mix and players; a drop target while editing. */
export function SideColumn(props: {
  side: number;
  players: SidePlayer[];
  /** Null when a player's strength is hidden from the viewer (a private profile). */
  strength: number | null;
  editing: SideEditing | null;
}) {
  const { t } = useTranslation();
  const { side, players, editing } = props;
  const [dropping, setDropping] = useState(false);
  const mix = positionMix(players);
  const letter = sideLetter(side);
  return (
    <Box
      component="section"
      aria-label={t('sides.side', { letter })}
      data-testid={`side-${letter}`}
      onDragOver={(event) => {
        if (!editing) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        setDropping(false);
        if (!editing) return;
        event.preventDefault();
        const userId = event.dataTransfer.getData('text/plain');
        if (userId) editing.onMove(userId, side);
      }}
      sx={{
        position: 'relative',
        zIndex: 1,
        minWidth: 0,
        p: { xs: 1.25, sm: 1.5 },
        borderRadius: '12px',
        outline: dropping ? '2px dashed rgba(255, 255, 255, 0.85)' : '2px dashed transparent',
        bgcolor: dropping ? 'rgba(255, 255, 255, 0.08)' : 'transparent',
        transition: 'background-color 120ms ease',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.75, color: '#f8fafc' }}>
        <SideLetterBadge side={side} size={32} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h3" sx={{ fontWeight: 800, lineHeight: 1.2 }} noWrap>
            {t('sides.side', { letter })}
          </Typography>
          <Typography variant="caption" sx={{ opacity: 0.85 }} noWrap component="p">
            {t('sides.players', { count: players.length })}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
          <Typography variant="caption" component="p" sx={{ opacity: 0.85, lineHeight: 1.1 }}>
            {t('sides.strength')}
          </Typography>
          <Typography
            sx={{ fontWeight: 900, fontSize: '1.25rem', lineHeight: 1.1 }}
            data-testid="side-strength"
          >
            {props.strength ?? '—'}
          </Typography>
        </Box>
      </Box>
      <Box
        component="ul"
        aria-label={t('sides.mix_label')}
        sx={{ m: 0, mb: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
      >
        {POSITION_GROUPS.map((group) => (
          <Box
            component="li"
            key={group}
            title={t(`sides.mix_names.${group}`)}
            sx={{
              listStyle: 'none',
              px: 0.75,
              borderRadius: '6px',
              typography: 'caption',
              fontWeight: 700,
              color: '#f8fafc',
              bgcolor: 'rgba(4, 20, 10, 0.4)',
            }}
          >
            <span aria-hidden>{t(`sides.mix.${group}`)}</span>
            <span className="visually-hidden">{t(`sides.mix_names.${group}`)}:</span> {mix[group]}
          </Box>
        ))}
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {players.map((player) => (
          <SidePlayerRow key={player.id} player={player} side={side} editing={editing} />
        ))}
      </Box>
    </Box>
  );
}
