import { useQuery } from '@tanstack/react-query';
import type { Series } from '@oyna/shared';
import { apiQuery } from '../../../lib/api-client';
import { seriesKeys } from '../../../api/series-keys';

/** GET /series/{id}: a weekly game and its coming dates (its organizer or an admin). */
export const seriesQueryOptions = (id: string) =>
  apiQuery<Series>(seriesKeys.detail(id), `/series/${id}`, {
    staleTime: 15_000,
    // A 403 or 404 will not change by asking again.
    retry: false,
  });

export const useSeries = (id: string) => useQuery(seriesQueryOptions(id));
