/** Pure geometry of the rating-history chart: no React, no DOM, unit-tested. */

/** The drawing area inside the SVG, in CSS pixels. */
export interface ChartFrame {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface RatingScale {
  /** Lowest and highest rating on the vertical axis (multiples of `step`). */
  domain: readonly [number, number];
  step: number;
  /** Values with a grid line and a label, lowest first. */
  ticks: readonly number[];
  x: (index: number) => number;
  y: (rating: number) => number;
}

/** Displayed ratings are 0-100. */
export const RATING_MIN = 0;
export const RATING_MAX = 100;
/** Even a flat history gets some height, so one point of change is not a cliff. */
const MIN_SPAN = 10;
const STEPS = [2, 5, 10, 20, 25, 50] as const;
const MAX_INTERVALS = 4;

/**
 * The vertical axis for a list of ratings: padded around the values, on round numbers, inside
 * 0-100, with at most four intervals between grid lines.
 */
export function ratingDomain(ratings: readonly number[]): { domain: [number, number]; step: number } {
  if (ratings.length === 0) return { domain: [RATING_MIN, RATING_MAX], step: 25 };
  let low = Math.min(...ratings);
  let high = Math.max(...ratings);
  if (high - low < MIN_SPAN) {
    const middle = (low + high) / 2;
    low = middle - MIN_SPAN / 2;
    high = middle + MIN_SPAN / 2;
  }
  const pad = Math.max(1, (high - low) * 0.1);
  low = Math.max(RATING_MIN, low - pad);
  high = Math.min(RATING_MAX, high + pad);

  for (const step of STEPS) {
    const lower = Math.max(RATING_MIN, Math.floor(low / step) * step);
    const upper = Math.min(RATING_MAX, Math.ceil(high / step) * step);
    if ((upper - lower) / step <= MAX_INTERVALS) return { domain: [lower, upper], step };
  }
  return { domain: [RATING_MIN, RATING_MAX], step: 25 };
}

/** Grid values from the lower to the upper end of a domain, `step` apart. */
export function ratingTicks(domain: readonly [number, number], step: number): number[] {
  const ticks: number[] = [];
  for (let value = domain[0]; value <= domain[1]; value += step) ticks.push(value);
  return ticks;
}

/** Maps game index (evenly spaced, oldest left) and rating (higher is up) to pixels in the frame. */
export function ratingScale(ratings: readonly number[], frame: ChartFrame): RatingScale {
  const { domain, step } = ratingDomain(ratings);
  const plotWidth = Math.max(0, frame.width - frame.left - frame.right);
  const plotHeight = Math.max(0, frame.height - frame.top - frame.bottom);
  const count = ratings.length;
  const span = domain[1] - domain[0] || 1;
  return {
    domain,
    step,
    ticks: ratingTicks(domain, step),
    x: (index) => (count <= 1 ? frame.left + plotWidth / 2 : frame.left + (index * plotWidth) / (count - 1)),
    y: (rating) => frame.top + ((domain[1] - rating) * plotHeight) / span,
  };
}

/** The SVG path through the points, and the same path closed down to the baseline (the fill). */
export function chartPaths(
  points: readonly { x: number; y: number }[],
  baseline: number,
): { line: string; area: string } {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return { line: '', area: '' };
  const round = (value: number) => Math.round(value * 10) / 10;
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)},${round(point.y)}`);
  return {
    line: line.join(' '),
    area: `${line.join(' ')} L${round(last.x)},${round(baseline)} L${round(first.x)},${round(baseline)} Z`,
  };
}

/** The game whose point is nearest a horizontal pixel position (pointer or tap). */
export function nearestIndex(pixelX: number, count: number, frame: ChartFrame): number {
  if (count <= 1) return 0;
  const plotWidth = Math.max(1, frame.width - frame.left - frame.right);
  const index = Math.round(((pixelX - frame.left) * (count - 1)) / plotWidth);
  return Math.min(count - 1, Math.max(0, index));
}

/**
 * Which games get a date under the axis: always the first and the last, and evenly spaced ones
 * between as the width allows (`minGap` pixels per label).
 */
export function xLabelIndices(count: number, plotWidth: number, minGap = 72): number[] {
  if (count <= 0) return [];
  if (count === 1) return [0];
  const slots = Math.max(2, Math.min(count, Math.floor(plotWidth / minGap) + 1));
  const indices = new Set<number>();
  for (let slot = 0; slot < slots; slot += 1) {
    indices.add(Math.round((slot * (count - 1)) / (slots - 1)));
  }
  return [...indices].sort((a, b) => a - b);
}

export interface RatingSummary {
  games: number;
  first: number;
  last: number;
  /** Last rating minus the rating before the first game shown. */
  change: number;
  highest: number;
  lowest: number;
}

/** What the chart shows, in numbers: the text for screen readers. Null without points. */
export function summarizeRatings(points: readonly { rating: number; delta: number }[]): RatingSummary | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const ratings = points.map((point) => point.rating);
  return {
    games: points.length,
    first: first.rating,
    last: last.rating,
    change: last.rating - (first.rating - first.delta),
    highest: Math.max(...ratings),
    lowest: Math.min(...ratings),
  };
}
