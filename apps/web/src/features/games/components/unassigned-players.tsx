import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TeamPlayer } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import { TeamPlayerRow, type TeamEditing } from './team-player-row';

/** Confirmed players who joined after the teams were saved: the organizer moves each into a team. */
export function UnassignedPlayers(props: { players: TeamPlayer[]; editing: TeamEditing | null }) {
  const { t } = useTranslation();
  if (props.players.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      data-testid="teams-unassigned"
      sx={{ p: 1.5, borderRadius: '12px', borderStyle: 'dashed' }}
    >
      <Typography component="h3" sx={{ fontWeight: 800 }}>
        {t('match.teams.unassigned_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('match.teams.unassigned_text')}
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
          <TeamPlayerRow key={player.id} player={player} team={-1} editing={props.editing} />
        ))}
      </Box>
    </Paper>
  );
}
