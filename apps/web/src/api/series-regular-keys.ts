/** Query keys of regulars of weekly games: the player's series page, the organizer's list, my weekly games. */
export const seriesRegularKeys = {
  all: ['series', 'regulars'] as const,
  page: (id: string) => [...seriesRegularKeys.all, 'page', id] as const,
  regulars: (id: string) => [...seriesRegularKeys.all, 'list', id] as const,
  weeklyGames: () => [...seriesRegularKeys.all, 'weekly-games'] as const,
};
