import { useMutation } from '@tanstack/react-query';
import type { Series } from '@oyna/shared';
import { apiPost } from '../../../lib/api-client';
import { seriesChanged } from './series-changed';

/** POST /series/{id}/dates/{date}/skip: one date taken out; its game, if published, is cancelled. */
export const useSkipSeriesDate = (id: string) =>
  useMutation({
    mutationFn: (date: string) => apiPost<Series>(`/series/${id}/dates/${date}/skip`),
    onSuccess: (series, _date, _result, { client }) => seriesChanged(client, series),
  });
