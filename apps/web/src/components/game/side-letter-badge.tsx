import Box from '@mui/material/Box';
import { sideLetter } from '@oyna/shared';
import { sideBibColor } from '../../lib/side-colors';

/** The side's letter on its bib colour. */
export function SideLetterBadge({ side, size = 28 }: { side: number; size?: number }) {
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
        bgcolor: sideBibColor(side),
        border: '1px solid rgba(0, 0, 0, 0.25)',
      }}
    >
      {sideLetter(side)}
    </Box>
  );
}
