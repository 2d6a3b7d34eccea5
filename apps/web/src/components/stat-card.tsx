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

/**
 * One number with its label, as a term and its description: place it inside a `<dl>`. The card is
 * the `<div>` that groups them, so `<dt>` and `<dd>` are its direct children (the icon beside them
 * is hidden from assistive technology).
 */
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
        display: 'grid',
        gridTemplateColumns: icon ? { xs: 'minmax(0, 1fr)', sm: '44px minmax(0, 1fr)' } : 'minmax(0, 1fr)',
        gridAutoRows: 'min-content',
        columnGap: 1.5,
        alignContent: 'start',
        minWidth: 0,
      }}
    >
      {icon ? (
        <Box
          aria-hidden="true"
          sx={{
            display: { xs: 'none', sm: 'grid' },
            gridRow: 'span 2',
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
      <Typography component="dt" variant="body2" color="text.secondary" noWrap sx={{ gridColumn: -2 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, gridColumn: -2 }}>
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
    </Paper>
  );
}
