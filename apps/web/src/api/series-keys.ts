/** Query keys of weekly games (series): the organizer feature starts one, the series feature shows it. */
export const seriesKeys = {
  all: ['series'] as const,
  mine: () => [...seriesKeys.all, 'mine'] as const,
  detail: (id: string) => [...seriesKeys.all, 'detail', id] as const,
  stats: (id: string) => [...seriesKeys.all, 'stats', id] as const,
};
