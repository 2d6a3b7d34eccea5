import { useQuery } from '@tanstack/react-query';
import type { SeriesList } from '@oyna/shared';
import { apiQuery } from '../../../lib/api-client';
import { seriesKeys } from '../../../api/series-keys';

/** GET /series: the weekly games I run, the running ones first. */
export const mySeriesQueryOptions = () =>
  apiQuery<SeriesList>(seriesKeys.mine(), '/series', { staleTime: 30_000 });

export const useMySeries = () => useQuery(mySeriesQueryOptions());
