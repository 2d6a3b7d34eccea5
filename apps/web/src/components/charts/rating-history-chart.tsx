import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import type { RatingHistoryPoint } from '@oyna/shared';
import { type KeyboardEvent, type PointerEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useElementWidth } from '../../hooks/use-element-width';
import { bakuParts, formatBakuDateTime } from '../../lib/baku-time';
import { deltaTone, formatDelta } from '../../lib/format-delta';
import { currentLanguage } from '../../lib/i18n';
import {
  type ChartFrame,
  chartPaths,
  nearestIndex,
  ratingScale,
  summarizeRatings,
  xLabelIndices,
} from './rating-chart-scale';

interface RatingHistoryChartProps {
  /** Oldest first, as `GET /users/{id}/rating-history` returns them. */
  points: readonly RatingHistoryPoint[];
  /** The chart's accessible name, e.g. "Rating history of Leyla"; a generic one by default. */
  label?: string;
  /** Height in pixels; the width follows the container. */
  height?: number;
  'data-testid'?: string;
}

/** Above this many games, points are drawn only for the one being read (the line says the rest). */
const MAX_DRAWN_POINTS = 40;
const TOOLTIP_WIDTH = 200;

/** `22.11` in Baku: short enough for an axis label at 390 px, in every language. */
function shortBakuDate(instant: string): string {
  const { day, month } = bakuParts(new Date(instant));
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}`;
}

/**
 * A player's rating over their rated games: a responsive SVG line drawn in pixels of its
 * container (so text keeps its size), with the date in Baku, the game and the change of each
 * point on hover, tap or the arrow keys, and a summary for screen readers.
 */
export function RatingHistoryChart({ points, label, height = 220, ...rest }: RatingHistoryChartProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef, 320);
  const [active, setActive] = useState<number | null>(null);
  const gradientId = `rating-fill-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hintId = `${gradientId}-hint`;
  const language = currentLanguage();

  const frame: ChartFrame = { width, height, top: 24, right: 14, bottom: 28, left: 34 };
  const ratings = useMemo(() => points.map((point) => point.rating), [points]);
  const scale = ratingScale(ratings, frame);
  const coordinates = ratings.map((rating, index) => ({ x: scale.x(index), y: scale.y(rating) }));
  const baseline = frame.height - frame.bottom;
  const paths = chartPaths(coordinates, baseline);
  const labels = xLabelIndices(points.length, frame.width - frame.left - frame.right);
  const summary = summarizeRatings(points);
  const name = label ?? t('rating.chart.label');

  if (!summary) {
    return (
      <Typography color="text.secondary" data-testid={rest['data-testid']}>
        {t('rating.chart.empty')}
      </Typography>
    );
  }

  const describe = (point: RatingHistoryPoint) =>
    t('rating.chart.point', {
      date: formatBakuDateTime(new Date(point.played_at), language),
      title: point.game_title,
      rating: point.rating,
      delta: formatDelta(point.delta),
    });
  const summaryText = t('rating.chart.summary', {
    count: summary.games,
    last: summary.last,
    change: formatDelta(summary.change),
    highest: summary.highest,
    lowest: summary.lowest,
  });

  const toneColor = (delta: number) => {
    const tone = deltaTone(delta);
    return tone === 'neutral' ? theme.palette.text.secondary : theme.palette[tone].main;
  };

  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(nearestIndex(event.clientX - box.left, points.length, frame));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = points.length - 1;
    const current = active ?? last;
    const next =
      event.key === 'ArrowLeft'
        ? Math.max(0, current - 1)
        : event.key === 'ArrowRight'
          ? Math.min(last, current + 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };

  const activePoint = active === null ? undefined : points[active];
  const activeAt = active === null ? undefined : coordinates[active];
  const tooltipWidth = Math.min(TOOLTIP_WIDTH, width);
  const drawAll = points.length <= MAX_DRAWN_POINTS;

  return (
    <Box
      component="figure"
      ref={containerRef}
      data-testid={rest['data-testid']}
      sx={{ m: 0, position: 'relative', width: '100%', minWidth: 0 }}
    >
      <Box
        role="group"
        tabIndex={0}
        aria-label={name}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        onFocus={() => setActive((current) => current ?? points.length - 1)}
        onBlur={() => setActive(null)}
        sx={{ borderRadius: '8px', touchAction: 'pan-y' }}
      >
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={summaryText}
          onPointerMove={onPointer}
          onPointerDown={onPointer}
          onPointerLeave={(event) => {
            if (event.pointerType === 'mouse') setActive(null);
          }}
          style={{ display: 'block', overflow: 'visible' }}
        >
          <defs>
            <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
              <stop offset="0%" stopColor={theme.palette.primary.main} stopOpacity={0.28} />
              <stop offset="100%" stopColor={theme.palette.primary.main} stopOpacity={0} />
            </linearGradient>
          </defs>
          <text x={0} y={12} fontSize={11} fill={theme.palette.text.secondary}>
            {t('rating.chart.axis_rating')}
          </text>
          {scale.ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={frame.left}
                x2={width - frame.right}
                y1={scale.y(tick)}
                y2={scale.y(tick)}
                stroke={theme.palette.divider}
                strokeDasharray={tick === scale.domain[0] ? undefined : '3 4'}
              />
              <text
                x={frame.left - 8}
                y={scale.y(tick)}
                dy="0.32em"
                textAnchor="end"
                fontSize={11}
                fill={theme.palette.text.secondary}
              >
                {tick}
              </text>
            </g>
          ))}
          {labels.map((index, position) => {
            const point = points[index];
            if (!point) return null;
            const anchor =
              labels.length === 1
                ? 'middle'
                : position === 0
                  ? 'start'
                  : position === labels.length - 1
                    ? 'end'
                    : 'middle';
            return (
              <text
                key={index}
                x={scale.x(index)}
                y={height - 8}
                textAnchor={anchor}
                fontSize={11}
                fill={theme.palette.text.secondary}
              >
                {shortBakuDate(point.played_at)}
              </text>
            );
          })}
          <path d={paths.area} fill={`url(#${gradientId})`} />
          <path
            d={paths.line}
            fill="none"
            stroke={theme.palette.primary.main}
            strokeWidth={2.5}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
          {activeAt ? (
            <line
              x1={activeAt.x}
              x2={activeAt.x}
              y1={frame.top}
              y2={baseline}
              stroke={alpha(theme.palette.text.primary, 0.3)}
            />
          ) : null}
          {points.map((point, index) => {
            const at = coordinates[index];
            const isActive = index === active;
            if (!at || (!drawAll && !isActive && index !== points.length - 1)) return null;
            return (
              <circle
                key={point.game_id}
                cx={at.x}
                cy={at.y}
                r={isActive ? 6 : 4}
                fill={toneColor(point.delta)}
                stroke={theme.palette.background.paper}
                strokeWidth={2}
                data-testid="rating-chart-point"
              >
                <title>{describe(point)}</title>
              </circle>
            );
          })}
        </svg>
      </Box>
      {activePoint && activeAt ? (
        <Box
          role="presentation"
          data-testid="rating-chart-tooltip"
          sx={{
            position: 'absolute',
            pointerEvents: 'none',
            width: tooltipWidth,
            left: Math.min(Math.max(0, activeAt.x - tooltipWidth / 2), width - tooltipWidth),
            ...(activeAt.y > 90 ? { bottom: height - activeAt.y + 12 } : { top: activeAt.y + 12 }),
            p: 1,
            borderRadius: '8px',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            boxShadow: 3,
            zIndex: 1,
          }}
        >
          <Typography variant="caption" color="text.secondary" component="p">
            {formatBakuDateTime(new Date(activePoint.played_at), language)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
            {activePoint.game_title}
          </Typography>
          <Typography variant="body2">
            {activePoint.rating}{' '}
            <Box component="span" sx={{ color: toneColor(activePoint.delta), fontWeight: 700 }}>
              {formatDelta(activePoint.delta)}
            </Box>
          </Typography>
        </Box>
      ) : null}
      <Typography
        component="figcaption"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', mt: 0.5 }}
      >
        {t('rating.chart.axis_games')}
      </Typography>
      <span id={hintId} className="visually-hidden">
        {t('rating.chart.keys_hint')}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {activePoint ? describe(activePoint) : ''}
      </span>
    </Box>
  );
}
