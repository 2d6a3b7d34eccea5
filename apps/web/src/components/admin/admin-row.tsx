import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type Columns = { xs: string; md: string };

interface AdminRowProps {
  children: ReactNode;
  /** The row's grid columns, narrow and wide; without them the row is a plain block. */
  columns?: Columns;
  /** What this row adds to or changes of the common look (its padding, its opacity). */
  sx?: SxProps<Theme>;
  'data-testid': string;
  [data: `data-${string}`]: string | number | undefined;
}

/** One item of an `AdminList`: an outlined card in the list, laid out on a grid when given columns. */
export function AdminRow({ children, columns, sx = [], ...data }: AdminRowProps) {
  const grid = columns && {
    display: 'grid',
    gap: 1.5,
    alignItems: 'center',
    gridTemplateColumns: columns,
  };
  return (
    <Paper
      component="li"
      variant="outlined"
      {...data}
      sx={[
        { listStyle: 'none', p: { xs: 1.5, sm: 2 }, borderRadius: '14px', ...grid },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Paper>
  );
}
