const MINUS = '\u2212';

/** A change with its sign: `+3`, `−2` (a true minus sign), `±0`. */
export function formatDelta(delta: number): string {
  if (delta > 0) return `+${delta}`;
  if (delta < 0) return `${MINUS}${Math.abs(delta)}`;
  return '±0';
}

/** The colour of a change: up is good, down is bad, none is neutral. */
export function deltaTone(delta: number): 'success' | 'error' | 'neutral' {
  if (delta > 0) return 'success';
  if (delta < 0) return 'error';
  return 'neutral';
}
