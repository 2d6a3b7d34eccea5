import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A card of rows under an icon and a heading, the rows divided: my weekly games and my teams'
 * weekly slots on the dashboard.
 */
export function IconListCard({
  icon,
  title,
  testId,
  children,
}: {
  /** A decorative icon (hidden from screen readers by its caller). */
  icon: ReactNode;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px' }} data-testid={testId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        {icon}
        <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
      </Stack>
      <Stack divider={<Divider flexItem />}>{children}</Stack>
    </Paper>
  );
}
