import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** The game page's booking card (a player's registration, or a visitor's way in): its parts one under the other. */
export function BookingPanel({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px' }} data-testid={testId}>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
