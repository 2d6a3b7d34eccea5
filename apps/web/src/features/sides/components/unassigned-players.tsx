import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SidePlayer } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { SidePlayerRow, type SideEditing } from './side-player-row';

/** Confirmed players who joined after the sides were saved: the organizer moves each into a side. */
export function UnassignedPlayers(props: { players: SidePlayer[]; editing: SideEditing | null }) {
  const { t } = useTranslation();
  if (props.players.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      data-testid="sides-unassigned"
      sx={{ p: 1.5, borderRadius: '12px', borderStyle: 'dashed' }}
    >
      <Typography component="h3" sx={{ fontWeight: 800 }}>
        {t('sides.unassigned_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('sides.unassigned_text')}
      </Typography>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 1,
          display: 'grid',
          gap: 0.5,
          borderRadius: '10px',
          bgcolor: '#14532d',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {props.players.map((player) => (
          <SidePlayerRow key={player.id} player={player} side={-1} editing={props.editing} />
        ))}
      </Box>
    </Paper>
  );
}
