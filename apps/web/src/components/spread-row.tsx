import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A line with its parts pushed to both ends (a title and its status, a name and its actions),
 * centred, that wraps onto a second line where the width runs out.
 */
export function SpreadRow({
  children,
  sx,
  testId,
}: {
  children: ReactNode;
  /** The line's own spacing (padding, margin), over the shared layout. */
  sx?: SxProps<Theme>;
  testId?: string;
}) {
  return (
    <Box
      data-testid={testId}
      sx={[
        { display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
