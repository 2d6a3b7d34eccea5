import type { OrganizedGame } from '@oyna/shared';

/** A game on its own, or the games of one weekly game together. */
export type OrganizedGroup =
  { kind: 'game'; game: OrganizedGame } | { kind: 'series'; seriesId: string; games: OrganizedGame[] };

/**
 * The organizer's list with each weekly game's dates under it: a series' group stands where its
 * first game in the list does, its games in the list's order; other games stay where they are.
 */
export function groupBySeries(games: readonly OrganizedGame[]): OrganizedGroup[] {
  const groups: OrganizedGroup[] = [];
  const bySeries = new Map<string, OrganizedGame[]>();
  for (const game of games) {
    if (!game.series_id) {
      groups.push({ kind: 'game', game });
      continue;
    }
    const known = bySeries.get(game.series_id);
    if (known) known.push(game);
    else {
      const list = [game];
      bySeries.set(game.series_id, list);
      groups.push({ kind: 'series', seriesId: game.series_id, games: list });
    }
  }
  return groups;
}
