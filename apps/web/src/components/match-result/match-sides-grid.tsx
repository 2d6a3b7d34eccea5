import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A match's two sides (their players, their squads) side by side from the tablet width, one under the other on a phone. */
export function MatchSidesGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
