import Box, { type BoxProps } from '@mui/material/Box';

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
      <rect width="64" height="64" rx="14" fill="#15803d" />
      <circle cx="32" cy="32" r="19" fill="none" stroke="#fff" strokeWidth="4" />
      <path d="M32 21.5l8.5 6.2-3.2 10h-10.6l-3.2-10z" fill="#fff" />
      <path
        d="M32 13v8.5M40.5 27.7l8-2.6M37.3 37.7l5 6.8M26.7 37.7l-5 6.8M23.5 27.7l-8-2.6"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </Box>
  );
}
