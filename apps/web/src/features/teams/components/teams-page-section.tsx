import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A part of the teams page (my teams, all teams): a section named by its heading. */
export function TeamsPageSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack component="section" spacing={2} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.3rem' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
