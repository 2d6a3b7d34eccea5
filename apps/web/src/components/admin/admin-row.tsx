import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type Columns = { xs: string; md: string };

interface AdminRowProps {
  children: ReactNode;
  /** The row's grid columns, narrow and wide; without them the row is a plain block. */
  columns?: Columns;
  /** An outlined card (the console's lists), or a line under a divider (a `divided` list in a panel). */
  variant?: 'card' | 'line';
  /** What this row adds to or changes of the common look (its padding, its opacity). */
  sx?: SxProps<Theme>;
  'data-testid': string;
  [data: `data-${string}`]: string | number | undefined;
}

/** One item of an `AdminList`: a card (or a line) of the list, laid out on a grid when given columns. */
export function AdminRow({ children, columns, variant = 'card', sx = [], ...data }: AdminRowProps) {
  const grid = columns && {
    display: 'grid',
    gap: 1.5,
    alignItems: 'center',
    gridTemplateColumns: columns,
  };
  const rest = Array.isArray(sx) ? sx : [sx];
  if (variant === 'line') {
    return (
      <Box
        component="li"
        {...data}
        sx={[{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider', ...grid }, ...rest]}
      >
        {children}
      </Box>
    );
  }
  return (
    <Paper
      component="li"
      variant="outlined"
      {...data}
      sx={[{ listStyle: 'none', p: { xs: 1.5, sm: 2 }, borderRadius: '14px', ...grid }, ...rest]}
    >
      {children}
    </Paper>
  );
}
