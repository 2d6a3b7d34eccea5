import Box from '@mui/material/Box';
import { POSITIONS, type Position } from '@oyna/shared';
import { useTranslation } from '../../lib/use-translation';

/** Where each position sits on a 68 x 105 pitch (metres), own goal at the bottom, attacking up. */
export const PITCH_SPOTS: Record<Position, { x: number; y: number }> = {
  goalkeeper: { x: 34, y: 96 },
  leftBack: { x: 10, y: 79 },
  defender: { x: 34, y: 82 },
  rightBack: { x: 58, y: 79 },
  defensiveMid: { x: 34, y: 67 },
  leftMid: { x: 10, y: 54 },
  centralMid: { x: 34, y: 53 },
  rightMid: { x: 58, y: 54 },
  attackingMid: { x: 34, y: 39 },
  leftWing: { x: 12, y: 25 },
  rightWing: { x: 56, y: 25 },
  striker: { x: 34, y: 15 },
};

const MARKER_RADIUS = 5.4;
/** The pitch is green in both themes, so its markers keep one amber that reads well on it. */
const amber = '#fbbf24';

interface FootballPitchProps {
  primary: Position | '';
  secondary: readonly Position[];
  onPick(position: Position): void;
  /** A position that cannot be picked now (e.g. a fourth secondary one). */
  isDisabled(position: Position): boolean;
}

/**
 * A football pitch with a tappable marker per position: the primary one filled in amber, the
 * secondary ones ringed. Each marker is a button for screen readers and keyboards too.
 */
export function FootballPitch({ primary, secondary, onPick, isDisabled }: FootballPitchProps) {
  const { t } = useTranslation();
  const line = 'rgba(255, 255, 255, 0.7)';

  return (
    <Box
      component="svg"
      viewBox="-2 -2 72 109"
      role="group"
      aria-label={t('onboarding.preferences.pitch_label')}
      data-testid="football-pitch"
      sx={{
        display: 'block',
        width: '100%',
        maxWidth: 360,
        mx: 'auto',
        height: 'auto',
        borderRadius: '16px',
        userSelect: 'none',
        WebkitTapHighlightColor: 'transparent',
      }}
    >
      <defs>
        <pattern id="pitch-stripes" width="68" height="15" patternUnits="userSpaceOnUse">
          <rect width="68" height="7.5" fill="#1f7a3d" />
          <rect y="7.5" width="68" height="7.5" fill="#23884a" />
        </pattern>
      </defs>
      <rect x="-2" y="-2" width="72" height="109" rx="4" fill="#1b6e37" />
      <rect x="0" y="0" width="68" height="105" fill="url(#pitch-stripes)" />
      <g fill="none" stroke={line} strokeWidth="0.5" aria-hidden="true">
        <rect x="0.5" y="0.5" width="67" height="104" />
        <line x1="0.5" y1="52.5" x2="67.5" y2="52.5" />
        <circle cx="34" cy="52.5" r="9.15" />
        <rect x="13.84" y="0.5" width="40.32" height="16.5" />
        <rect x="24.84" y="0.5" width="18.32" height="5.5" />
        <rect x="13.84" y="88" width="40.32" height="16.5" />
        <rect x="24.84" y="99" width="18.32" height="5.5" />
        <path d="M 26.7 17 A 9.15 9.15 0 0 0 41.3 17" />
        <path d="M 26.7 88 A 9.15 9.15 0 0 1 41.3 88" />
      </g>
      <circle cx="34" cy="52.5" r="0.6" fill={line} aria-hidden="true" />
      {POSITIONS.map((position) => {
        const spot = PITCH_SPOTS[position];
        const isPrimary = primary === position;
        const isSecondary = secondary.includes(position);
        const disabled = isDisabled(position) && !isPrimary && !isSecondary;
        const short = t(`onboarding.preferences.positions_short.${position}`);
        // The name starts with what the marker shows (WCAG 2.5.3, label in name): "GK, Qapıçı".
        const name = `${short}, ${t(`onboarding.preferences.positions.${position}`)}`;
        const state = isPrimary
          ? t('onboarding.preferences.legend_primary')
          : isSecondary
            ? t('onboarding.preferences.legend_secondary')
            : null;
        const activate = () => {
          if (!disabled) onPick(position);
        };
        return (
          <g
            key={position}
            role="button"
            tabIndex={disabled ? -1 : 0}
            aria-label={state ? `${name}: ${state}` : name}
            aria-pressed={isPrimary || isSecondary}
            aria-disabled={disabled || undefined}
            data-testid={`pitch-${position}`}
            data-state={isPrimary ? 'primary' : isSecondary ? 'secondary' : 'none'}
            onClick={activate}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                activate();
              }
            }}
            style={{
              cursor: disabled ? 'not-allowed' : 'pointer',
              opacity: disabled ? 0.45 : 1,
              outline: 'none',
            }}
            className="pitch-marker"
          >
            {/* A larger invisible circle: an easy target for a thumb. */}
            <circle cx={spot.x} cy={spot.y} r={MARKER_RADIUS + 1.6} fill="transparent" />
            <circle
              className="pitch-marker-ring"
              cx={spot.x}
              cy={spot.y}
              r={MARKER_RADIUS}
              fill={isPrimary ? amber : isSecondary ? '#ffffff' : 'rgba(5, 30, 15, 0.55)'}
              stroke={isPrimary ? '#ffffff' : isSecondary ? amber : 'rgba(255, 255, 255, 0.85)'}
              strokeWidth={isPrimary || isSecondary ? 1 : 0.5}
            />
            <text
              x={spot.x}
              y={spot.y}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize="3"
              fontWeight="800"
              fill={isPrimary ? '#1c1917' : isSecondary ? '#14532d' : '#ffffff'}
              style={{ pointerEvents: 'none', fontFamily: 'inherit' }}
            >
              {short}
            </text>
          </g>
        );
      })}
      <style>{`.pitch-marker:focus-visible .pitch-marker-ring { stroke: ${amber}; stroke-width: 1.4; }`}</style>
    </Box>
  );
}
