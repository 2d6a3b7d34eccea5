import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** Beside the title: a count, a link. */
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** A smaller card, several to a row (a team's statistics). */
  dense?: boolean;
}

/** One block of the profile and settings pages (or, dense, of a team's statistics): a titled, outlined card. */
export function SectionCard({ title, aside, children, testId, dense = false }: SectionCardProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      data-testid={testId}
      sx={{ p: { xs: 2, sm: dense ? 2.5 : 3 }, borderRadius: dense ? '16px' : '20px', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography
          variant="h2"
          sx={dense ? { fontSize: '1.05rem', fontWeight: 700 } : { fontSize: '1.25rem' }}
        >
          {title}
        </Typography>
        {aside ? <Box sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>{aside}</Box> : null}
      </Box>
      {children}
    </Paper>
  );
}
