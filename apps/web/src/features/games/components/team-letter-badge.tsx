import Box from '@mui/material/Box';
import { teamLetter } from '@oyna/shared';
import { teamBibColor } from '../lib/team-colors';

/** The team's letter on its bib colour. */
export function TeamLetterBadge({ team, size = 28 }: { team: number; size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'inline-grid',
        placeItems: 'center',
        fontWeight: 900,
        fontSize: size * 0.5,
        color: '#0b1410',
        bgcolor: teamBibColor(team),
        border: '1px solid rgba(0, 0, 0, 0.25)',
      }}
    >
      {teamLetter(team)}
    </Box>
  );
}
