import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A list page's filter row: a search landmark named `label` that lays its search box and selects
 * out on a grid, with the columns the page gives per screen width.
 */
export function FilterGrid({
  label,
  columns,
  alignItems,
  children,
}: {
  label: string;
  columns: Partial<Record<Breakpoint, string>>;
  /** `start` when a cell may be taller than the others (a button row), so the fields keep their height. */
  alignItems?: 'start' | undefined;
  children: ReactNode;
}) {
  return (
    <Box
      role="search"
      aria-label={label}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns, alignItems }}
    >
      {children}
    </Box>
  );
}
