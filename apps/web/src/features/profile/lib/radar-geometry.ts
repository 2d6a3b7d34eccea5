/*
 * The geometry of the skills radar (a spider chart): pure numbers, no React. Axis 0 points up and
 * the axes follow clockwise, evenly spaced; a value of `max` reaches the outer ring.
 */

export interface Point {
  x: number;
  y: number;
}

export interface RadarFrame {
  center: Point;
  /** Length of an axis: where a full value lands. */
  radius: number;
  /** The top of the scale (10 for the self-ratings). */
  max: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The angle of axis `index` of `count`, in radians, starting straight up and going clockwise. */
export function axisAngle(index: number, count: number): number {
  return -Math.PI / 2 + (2 * Math.PI * index) / count;
}

/** Where `value` lies on axis `index` (clamped to 0..max), rounded to hundredths. */
export function radarPoint(frame: RadarFrame, index: number, count: number, value: number): Point {
  const share = Math.min(Math.max(value, 0), frame.max) / frame.max;
  const angle = axisAngle(index, count);
  return {
    x: round(frame.center.x + frame.radius * share * Math.cos(angle)),
    y: round(frame.center.y + frame.radius * share * Math.sin(angle)),
  };
}

/** The SVG `points` of a closed shape through the values, one per axis. */
export function radarPolygon(frame: RadarFrame, values: readonly number[]): string {
  return values
    .map((value, index) => {
      const point = radarPoint(frame, index, values.length, value);
      return `${point.x},${point.y}`;
    })
    .join(' ');
}

/** The rings of the grid at the given values (e.g. 2, 4, 6, 8, 10), each as SVG `points`. */
export function radarRings(frame: RadarFrame, count: number, levels: readonly number[]): string[] {
  return levels.map((level) =>
    radarPolygon(
      frame,
      Array.from({ length: count }, () => level),
    ),
  );
}

export interface AxisLabel {
  /** Just beyond the end of the axis. */
  point: Point;
  /** How the text hangs from the point so it never crosses the chart. */
  anchor: 'start' | 'middle' | 'end';
  /** Upper labels grow upward (their last line at the point), lower ones downward. */
  baseline: 'top' | 'middle' | 'bottom';
}

/** Where the label of axis `index` goes, `gap` beyond the outer ring. */
export function axisLabel(frame: RadarFrame, index: number, count: number, gap: number): AxisLabel {
  const angle = axisAngle(index, count);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const distance = frame.radius + gap;
  return {
    point: { x: round(frame.center.x + distance * cos), y: round(frame.center.y + distance * sin) },
    anchor: Math.abs(cos) < 0.2 ? 'middle' : cos > 0 ? 'start' : 'end',
    baseline: sin < -0.5 ? 'bottom' : sin > 0.5 ? 'top' : 'middle',
  };
}

/** Breaks a label into lines of at most `maxChars` where it has spaces (a long word keeps its line). */
export function wrapLabel(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else if (word) lines.push(word);
  }
  return lines;
}
