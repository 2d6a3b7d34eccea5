import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { APP_HEIGHT } from '../lib/safe-area';

interface FullScreenStatusProps {
  title: string;
  subtitle?: string;
  /** The title is the page's heading (a page of its own) or just a status line. */
  heading?: boolean;
  children?: ReactNode;
}

/** A spinner with a line or two of text, alone in the middle of the screen. */
export function FullScreenStatus({ title, subtitle, heading = true, children }: FullScreenStatusProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: APP_HEIGHT,
        display: 'grid',
        placeItems: 'center',
        p: 3,
        bgcolor: 'background.default',
      }}
    >
      <Stack role="status" aria-live="polite" spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CircularProgress size={52} thickness={4} aria-hidden="true" />
        <Typography
          component={heading ? 'h1' : 'p'}
          variant="h2"
          sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
          data-testid="full-screen-status"
        >
          {title}
        </Typography>
        {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
      </Stack>
      {children}
    </Box>
  );
}
