import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A titled card of the members tab listing what waits for an answer (join requests, invitations sent), one row under another. */
export function PendingListSection({
  title,
  testId,
  rows,
  children,
}: {
  title: string;
  testId?: string;
  /** One row per item, divided by lines. */
  rows: ReactNode;
  /** What the card opens (a confirmation). */
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px' }}
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
      </Typography>
      <Stack divider={<Divider flexItem />}>{rows}</Stack>
      {children}
    </Paper>
  );
}
