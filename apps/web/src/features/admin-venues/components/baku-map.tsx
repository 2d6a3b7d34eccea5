import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { BAKU_DISTRICTS } from '@oyna/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  DISTRICT_LABELS,
  LAND_PATHS,
  MAP_HEIGHT,
  MAP_WIDTH,
  coordinatesOfClick,
  toMapPoint,
  type Coordinates,
} from '../lib/baku-map-geometry';

interface BakuMapProps {
  /** The chosen place, when the typed numbers make one. */
  value: Coordinates | null;
  /** Other venues, as reference dots. */
  references: readonly Coordinates[];
  onPick: (coordinates: Coordinates) => void;
}

/**
 * A drawn map of Baku (no tiles from outside): the coast, the districts' names and the other venues
 * as dots. A click turns into coordinates; the typed numbers beside it stay what is saved.
 */
export function BakuMap({ value, references, onPick }: BakuMapProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const chosen = value ? toMapPoint(value) : null;
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    onPick(coordinatesOfClick(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect()));
  };
  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-label={t('admin.venues.map.label')}
        onClick={onClick}
        data-testid="venue-map"
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          cursor: 'crosshair',
          borderRadius: '12px',
          border: 1,
          borderColor: 'divider',
          bgcolor: alpha(theme.palette.info.main, theme.palette.mode === 'dark' ? 0.18 : 0.12),
        }}
      >
        {LAND_PATHS.map((path) => (
          <path
            key={path}
            d={path}
            fill={theme.palette.background.paper}
            stroke={theme.palette.divider}
            strokeWidth={1.5}
          />
        ))}
        {BAKU_DISTRICTS.map((district) => {
          const { x, y } = toMapPoint(DISTRICT_LABELS[district]);
          return (
            <text
              key={district}
              x={x}
              y={y}
              textAnchor="middle"
              fontSize={11}
              fill={theme.palette.text.secondary}
              style={{ pointerEvents: 'none', userSelect: 'none' }}
            >
              {t(`districts.${district}`)}
            </text>
          );
        })}
        {references.map((reference, index) => {
          const { x, y } = toMapPoint(reference);
          return <circle key={index} cx={x} cy={y} r={3} fill={theme.palette.text.disabled} />;
        })}
        {chosen ? (
          <g data-testid="venue-map-marker">
            <circle cx={chosen.x} cy={chosen.y} r={10} fill={alpha(theme.palette.primary.main, 0.25)} />
            <circle
              cx={chosen.x}
              cy={chosen.y}
              r={5}
              fill={theme.palette.primary.main}
              stroke={theme.palette.background.paper}
              strokeWidth={2}
            />
          </g>
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
        {t('admin.venues.map.hint')}
      </Typography>
    </Box>
  );
}
