import Box, { type BoxProps } from '@mui/material/Box';
import { LogoShapes } from './logo-shapes';

/** The Oyna mark: a ball on a pitch-green tile. Decorative: the product name sits next to it. */
export function Logo({ size = 32, sx }: { size?: number; sx?: BoxProps['sx'] }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block', ...sx }}
    >
      <LogoShapes />
    </Box>
  );
}
