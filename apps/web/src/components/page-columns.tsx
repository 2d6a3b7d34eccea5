import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

interface PageColumnsProps {
  /** The two columns' shares of the width, as `fr` (equal by default). */
  widths?: readonly [number, number];
  /** The screen size from which they stand side by side; below it they stack. */
  from?: 'md' | 'lg';
  children: ReactNode;
}

/** A page's body in two columns, tops aligned, stacked on narrow screens. */
export function PageColumns({ widths = [1, 1], from = 'md', children }: PageColumnsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          [from]: `minmax(0, ${widths[0]}fr) minmax(0, ${widths[1]}fr)`,
        },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** One column of {@link PageColumns}: its cards one under the other. */
export function PageColumn({ children }: { children: ReactNode }) {
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      {children}
    </Stack>
  );
}
