import { useQuery } from '@tanstack/react-query';
import type { SeriesStats } from '@oyna/shared';
import { apiQuery } from '../../../lib/api-client';
import { seriesKeys } from '../../../api/series-keys';

/** GET /series/{id}/stats: fill rate, attendance and revenue per date, cancelled dates. */
export const useSeriesStats = (id: string) =>
  useQuery(apiQuery<SeriesStats>(seriesKeys.stats(id), `/series/${id}/stats`, { staleTime: 60_000 }));
