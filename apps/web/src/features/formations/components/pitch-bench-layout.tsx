import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A formation's pitch (first child) beside its bench (second) from the desktop width up, the
 * bench under the pitch below it; the pitch column never wider than the pitch itself.
 */
export function PitchBenchLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 440px) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
