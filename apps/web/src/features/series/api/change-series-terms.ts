import { useMutation } from '@tanstack/react-query';
import type { Series, SeriesTermsChange } from '@oyna/shared';
import { apiPatch } from '../../../lib/api-client';
import { seriesChanged } from './series-changed';

/** PATCH /series/{id}/terms: "this and the following", from a date on. */
export const useChangeSeriesTerms = (id: string) =>
  useMutation({
    mutationFn: (change: SeriesTermsChange) => apiPatch<Series>(`/series/${id}/terms`, change),
    onSuccess: (series, _change, _result, { client }) => seriesChanged(client, series),
  });
