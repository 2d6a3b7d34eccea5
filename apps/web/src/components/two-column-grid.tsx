import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface TwoColumnGridProps {
  /** The width from which the columns stand side by side (`sm`, the tablet's, unless said). */
  from?: 'sm' | 'md';
  /** The first column's widest, in px (a pitch beside its panel); both columns share equally unless said. */
  firstMax?: number;
  /** The space between, in theme spacing (2 unless said). */
  gap?: number;
  /** Each child keeps its own height at the top of its row, instead of stretching to the row's. */
  alignTop?: boolean;
  children: ReactNode;
}

/**
 * Two columns from the tablet width (or `from`), one under the other below it: a form section's
 * fields, a match's two sides (their players, their squads), a pitch beside its bench or choices.
 */
export function TwoColumnGrid({
  from = 'sm',
  firstMax,
  gap = 2,
  alignTop = false,
  children,
}: TwoColumnGridProps) {
  const first = firstMax === undefined ? 'minmax(0, 1fr)' : `minmax(0, ${firstMax}px)`;
  return (
    <Box
      sx={{
        display: 'grid',
        gap,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', [from]: `${first} minmax(0, 1fr)` },
        ...(alignTop && { alignItems: 'start' }),
      }}
    >
      {children}
    </Box>
  );
}
