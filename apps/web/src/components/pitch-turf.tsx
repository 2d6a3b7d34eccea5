import Box from '@mui/material/Box';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The grass a pitch is drawn on (a formation, a game's sides): a labelled group with a darker
 * green edge and two greens of mown stripes. Green in both themes, darker in dark.
 */
export function PitchTurf({
  label,
  testId,
  radius,
  stripes,
  sx,
  children,
}: {
  label: string;
  testId: string;
  /** The corners' radius in px. */
  radius: number;
  /** How the mown stripes run: the turf's `background-image` (responsive or not) from its two greens. */
  stripes: (first: string, second: string) => string | Record<string, string>;
  /** The pitch's own layout (size, padding, grid, lines drawn over the grass). */
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const dark = useTheme().palette.mode === 'dark';
  const [first, second] = dark ? ['#14532d', '#166534'] : ['#15803d', '#16a34a'];
  return (
    <Box
      role="group"
      aria-label={label}
      data-testid={testId}
      sx={[
        {
          position: 'relative',
          borderRadius: `${radius}px`,
          border: `3px solid ${dark ? '#0f3d20' : '#166534'}`,
          backgroundColor: first,
          backgroundImage: stripes(first, second),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
