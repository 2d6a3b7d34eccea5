import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A line under the number: its context. */
  detail?: ReactNode;
  /** Shown beside the label from 600 px on (decorative). */
  icon?: ReactNode;
  /** Beside the number, e.g. the provisional mark. */
  adornment?: ReactNode;
  /** A hint on hover. */
  hint?: string;
  testId?: string;
  valueTestId?: string;
  size?: 'medium' | 'large';
}

/** One number with its label, as a term and its description: place it inside a `<dl>`. */
export function StatCard({
  label,
  value,
  detail,
  icon,
  adornment,
  hint,
  testId,
  valueTestId,
  size = 'large',
}: StatCardProps) {
  return (
    <Paper
      variant="outlined"
      data-testid={testId}
      title={hint}
      sx={{
        p: size === 'large' ? { xs: 1.75, sm: 2.5 } : 1.5,
        borderRadius: size === 'large' ? '16px' : '14px',
        display: 'flex',
        gap: 1.5,
        minWidth: 0,
      }}
    >
      {icon ? (
        <Box
          aria-hidden="true"
          sx={{
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            flexShrink: 0,
            width: 44,
            height: 44,
            borderRadius: '12px',
            color: 'primary.main',
            bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12),
          }}
        >
          {icon}
        </Box>
      ) : null}
      <Box sx={{ minWidth: 0 }}>
        <Typography component="dt" variant="body2" color="text.secondary" noWrap>
          {label}
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
            <Typography
              component="span"
              data-testid={valueTestId}
              sx={{ fontWeight: 800, fontSize: size === 'large' ? '1.75rem' : '1.5rem', lineHeight: 1.15 }}
            >
              {value}
            </Typography>
            {adornment}
          </Box>
          {detail ? (
            <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {detail}
            </Typography>
          ) : null}
        </Box>
      </Box>
    </Paper>
  );
}
