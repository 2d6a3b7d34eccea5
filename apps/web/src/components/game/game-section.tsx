import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface GameSectionProps {
  title: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** One block of a game's page (its facts, its result): an outlined card under its heading. */
export function GameSection({ title, testId, children }: GameSectionProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px' }} data-testid={testId}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
