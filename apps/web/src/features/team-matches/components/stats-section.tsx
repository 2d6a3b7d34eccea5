import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled card of the statistics tab. */
export function StatsSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      data-testid={testId}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px', minWidth: 0 }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
