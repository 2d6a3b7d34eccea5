import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface ComingSoonProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** What the player can do meanwhile. */
  action?: ReactNode;
}

/** An honest placeholder for a section that a later release fills: what comes, and what to do now. */
export function ComingSoon({ icon, title, text, action }: ComingSoonProps) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: '20px', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 520, mx: 'auto' }}>
        <Box
          aria-hidden="true"
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 64,
            height: 64,
            borderRadius: '50%',
            color: 'primary.main',
            bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12),
            '& svg': { fontSize: 32 },
          }}
        >
          {icon}
        </Box>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
        {action}
      </Stack>
    </Paper>
  );
}
