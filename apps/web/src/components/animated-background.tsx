import Box from '@mui/material/Box';
import { alpha, keyframes } from '@mui/material/styles';

const drift = keyframes`
  0% { transform: translate3d(0, 0, 0) scale(1); }
  50% { transform: translate3d(6%, -4%, 0) scale(1.12); }
  100% { transform: translate3d(0, 0, 0) scale(1); }
`;

const blobs = [
  { color: 'primary', size: '62vmax', top: '-22vmax', left: '-18vmax', duration: 26, delay: 0 },
  { color: 'secondary', size: '44vmax', top: '55%', left: '62%', duration: 32, delay: -9 },
  { color: 'primary', size: '38vmax', top: '48%', left: '-14vmax', duration: 22, delay: -5 },
] as const;

/**
 * The sign-in pages' backdrop: soft pitch-coloured light drifting slowly behind faint pitch
 * markings. Still under `prefers-reduced-motion`. Decorative only.
 */
export function AnimatedBackground() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 0,
        overflow: 'hidden',
        pointerEvents: 'none',
        bgcolor: 'background.default',
        '@media (prefers-reduced-motion: reduce)': { '& *': { animation: 'none !important' } },
      }}
    >
      {blobs.map((blob, index) => (
        <Box
          key={index}
          sx={(theme) => ({
            position: 'absolute',
            top: blob.top,
            left: blob.left,
            width: blob.size,
            height: blob.size,
            borderRadius: '50%',
            background: `radial-gradient(circle at center, ${alpha(
              theme.palette[blob.color].main,
              theme.palette.mode === 'dark' ? 0.26 : 0.2,
            )} 0%, transparent 68%)`,
            filter: 'blur(24px)',
            animation: `${drift} ${blob.duration}s ease-in-out ${blob.delay}s infinite`,
            willChange: 'transform',
          })}
        />
      ))}
      <Box
        component="svg"
        viewBox="0 0 1050 680"
        preserveAspectRatio="xMidYMid slice"
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          color: 'text.primary',
          opacity: (theme) => (theme.palette.mode === 'dark' ? 0.06 : 0.07),
        }}
      >
        <g fill="none" stroke="currentColor" strokeWidth="3">
          <rect x="25" y="25" width="1000" height="630" rx="4" />
          <line x1="525" y1="25" x2="525" y2="655" />
          <circle cx="525" cy="340" r="92" />
          <circle cx="525" cy="340" r="4" fill="currentColor" />
          <rect x="25" y="178" width="165" height="324" />
          <rect x="25" y="259" width="55" height="162" />
          <rect x="860" y="178" width="165" height="324" />
          <rect x="970" y="259" width="55" height="162" />
          <path d="M190 280a92 92 0 0 1 0 120M860 280a92 92 0 0 0 0 120" />
        </g>
      </Box>
    </Box>
  );
}
