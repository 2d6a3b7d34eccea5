import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The frosted card of the sign-in pages: the mark, a heading, a line of context, the form. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Paper
      elevation={0}
      sx={{
        width: '100%',
        maxWidth: 460,
        p: { xs: 2.5, sm: 4.5 },
        borderRadius: '24px',
        border: 1,
        borderColor: 'divider',
        bgcolor: (theme) => alpha(theme.palette.background.paper, 0.88),
        backdropFilter: 'blur(18px) saturate(140%)',
        boxShadow: (theme) =>
          theme.palette.mode === 'dark'
            ? '0 24px 64px rgba(0, 0, 0, 0.45)'
            : '0 24px 64px rgba(15, 31, 23, 0.12)',
      }}
    >
      <Stack spacing={1.25} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
        <Logo size={48} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.625rem', sm: '1.875rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{subtitle}</Typography>
      </Stack>
      {children}
    </Paper>
  );
}
