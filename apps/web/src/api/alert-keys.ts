/** Query keys of game alerts (my saved searches) and of my watch on a game. */
export const alertKeys = {
  all: ['alerts'] as const,
  list: () => [...alertKeys.all, 'list'] as const,
  watch: (gameId: string) => [...alertKeys.all, 'watch', gameId] as const,
};
