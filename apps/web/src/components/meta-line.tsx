import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One line of facts (a venue's, a game's): a decorative icon and a text, with an optional hidden label for screen readers. */
export function MetaLine({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        color: 'text.secondary',
        typography: 'body2',
        minWidth: 0,
        '& > svg': { fontSize: 18, mt: '1px', flexShrink: 0 },
      }}
    >
      {icon}
      <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {label ? <span className="visually-hidden">{label}: </span> : null}
        {children}
      </Box>
    </Box>
  );
}
