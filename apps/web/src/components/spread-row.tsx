import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A line with its parts at both ends (a name and its badges, a heading and its status), wrapping when narrow. */
export function SpreadRow({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
      }}
    >
      {children}
    </Box>
  );
}
