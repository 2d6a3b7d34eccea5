/**
 * The two ways sides are usually picked by hand, as baselines: keepers first (so each side gets
 * one when there are enough), then everyone else strongest first.
 * - greedy: each player joins the currently weakest side that still has room;
 * - snake draft: sides pick in turn 1, 2, ..., T, T, ..., 2, 1, 1, 2, ...
 */
import { playerStrength, type BalancePlayer } from '@oyna/balancer';

function draftOrder(players: readonly BalancePlayer[]): BalancePlayer[] {
  const strength = new Map(players.map((player) => [player.id, playerStrength(player)]));
  const keeper = (player: BalancePlayer) => (player.primaryPosition === 'goalkeeper' ? 0 : 1);
  return [...players].sort(
    (a, b) => keeper(a) - keeper(b) || (strength.get(b.id) ?? 0) - (strength.get(a.id) ?? 0),
  );
}

export function greedySides(players: readonly BalancePlayer[], sides: number): string[][] {
  const result: string[][] = Array.from({ length: sides }, () => []);
  const sums = new Array<number>(sides).fill(0);
  const cap = Math.ceil(players.length / sides);
  const large = players.length % sides;
  for (const player of draftOrder(players)) {
    const atCap = result.filter((side) => side.length === cap).length;
    let best = -1;
    for (let t = 0; t < sides; t += 1) {
      const size = result[t]?.length ?? 0;
      const room = large === 0 ? size < cap : size < cap - 1 || (size === cap - 1 && atCap < large);
      if (room && (best < 0 || (sums[t] ?? 0) < (sums[best] ?? 0))) best = t;
    }
    result[best]?.push(player.id);
    sums[best] = (sums[best] ?? 0) + playerStrength(player);
  }
  return result;
}

export function snakeDraftSides(players: readonly BalancePlayer[], sides: number): string[][] {
  const result: string[][] = Array.from({ length: sides }, () => []);
  draftOrder(players).forEach((player, pick) => {
    const round = Math.floor(pick / sides);
    const slot = pick % sides;
    result[round % 2 === 0 ? slot : sides - 1 - slot]?.push(player.id);
  });
  return result;
}
