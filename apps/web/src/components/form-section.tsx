import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { TwoColumnGrid } from './two-column-grid';

/**
 * A titled card of a long form (a team's, a game's, a competition's), a section named by its
 * title, its fields in two columns from `sm` up.
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px' }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {title}
      </Typography>
      <TwoColumnGrid>{children}</TwoColumnGrid>
    </Paper>
  );
}
