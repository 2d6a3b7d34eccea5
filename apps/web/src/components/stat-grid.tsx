import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';

type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

/**
 * Figures or facts as a description list laid out in a grid (`StatCard`s, or a term and its value
 * per cell): the columns per breakpoint, e.g. `{ xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }`.
 */
export function StatGrid({
  columns,
  gap = 1.5,
  label,
  children,
}: {
  columns: Responsive<string>;
  gap?: Responsive<number>;
  /** Names the list for assistive technology when no heading does. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Box component="dl" aria-label={label} sx={{ m: 0, display: 'grid', gap, gridTemplateColumns: columns }}>
      {children}
    </Box>
  );
}
