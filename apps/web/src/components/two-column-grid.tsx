import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Two equal columns from the tablet width, one under the other on a phone: a form section's
 * fields, a match's two sides (their players, their squads).
 */
export function TwoColumnGrid({ children }: { children: ReactNode }) {
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
