/** Random game instances for bench/balancer: seeded, so every run measures the same 1,000 games. */
import type { BalancePlayer } from '@oyna/balancer';
import { POSITIONS, type Position } from '@oyna/shared';

export interface Instance {
  sides: number;
  players: BalancePlayer[];
}

const FIELD: Position[] = POSITIONS.filter((position) => position !== 'goalkeeper');

/** A score around 55 with a spread of about 15, like an amateur league, kept within 0-100. */
function score(random: () => number): number {
  const bell = (random() + random() + random() + random() - 2) * 26;
  return Math.max(0, Math.min(100, Math.round(55 + bell)));
}

/**
 * A game of `sides` sides and `size` players: about one keeper per side (one fewer or one more now
 * and then), 10% without a primary position, up to two secondary positions; 85% have a rating,
 * 90% a self-rating, with 0-60 games played.
 */
export function randomInstance(random: () => number, sides: number, size: number): Instance {
  const keepers = Math.max(0, Math.min(size, sides + Math.floor(random() * 3) - 1));
  const players = Array.from({ length: size }, (_, i): BalancePlayer => {
    const pick = () => FIELD[Math.floor(random() * FIELD.length)] as Position;
    const primary: Position | null = i < keepers ? 'goalkeeper' : random() < 0.1 ? null : pick();
    const secondaryCount = Math.floor(random() * 3);
    const secondaryPositions = [...new Set(Array.from({ length: secondaryCount }, pick))].filter(
      (p) => p !== primary,
    );
    return {
      id: `p${i}`,
      rating: random() < 0.85 ? score(random) : null,
      selfOverall: random() < 0.9 ? score(random) : null,
      gamesPlayed: Math.floor(random() * 61),
      primaryPosition: primary,
      secondaryPositions,
    };
  });
  // Shuffle so keepers are not always first in registration order.
  for (let i = players.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [players[i], players[j]] = [players[j] as BalancePlayer, players[i] as BalancePlayer];
  }
  return { sides, players };
}
