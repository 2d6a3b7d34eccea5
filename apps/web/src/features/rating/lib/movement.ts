/** How a player moved on the board since a week ago. */
export type Movement =
  { kind: 'up'; places: number } | { kind: 'down'; places: number } | { kind: 'same' } | { kind: 'new' };

/** The movement for a `rank_change` (positive = up; null = new to the board). */
export function movementOf(rankChange: number | null): Movement {
  if (rankChange === null) return { kind: 'new' };
  if (rankChange > 0) return { kind: 'up', places: rankChange };
  if (rankChange < 0) return { kind: 'down', places: -rankChange };
  return { kind: 'same' };
}

/** The short mark shown in the row: `▲3`, `▼1`, `–`; a new player gets a word instead (null here). */
export function movementMark(movement: Movement): string | null {
  switch (movement.kind) {
    case 'up':
      return `▲${movement.places}`;
    case 'down':
      return `▼${movement.places}`;
    case 'same':
      return '–';
    case 'new':
      return null;
  }
}
