import { useTheme } from '@mui/material/styles';

/** Pitch lines on a 68 × 105 field, own goal at the bottom; the box keeps that aspect ratio. */
export function PitchMarkings() {
  const dark = useTheme().palette.mode === 'dark';
  const line = dark ? 'rgba(255, 255, 255, 0.35)' : 'rgba(255, 255, 255, 0.6)';
  const box = (top: boolean, width: number, depth: number) => (
    <rect x={(68 - width) / 2} y={top ? 1 : 104 - depth} width={width} height={depth} />
  );
  return (
    <svg
      viewBox="0 0 68 105"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
    >
      <g fill="none" stroke={line} strokeWidth={0.5}>
        <rect x={1} y={1} width={66} height={103} rx={1} />
        <line x1={1} y1={52.5} x2={67} y2={52.5} />
        <circle cx={34} cy={52.5} r={9.15} />
        {box(true, 40.3, 16.5)}
        {box(true, 18.3, 5.5)}
        {box(false, 40.3, 16.5)}
        {box(false, 18.3, 5.5)}
      </g>
      <circle cx={34} cy={52.5} r={0.7} fill={line} />
    </svg>
  );
}
