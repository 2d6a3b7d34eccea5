import { useMutation } from '@tanstack/react-query';
import type { Series } from '@oyna/shared';
import { apiPost } from '../../../lib/api-client';
import { seriesChanged } from './series-changed';

/** POST /series/{id}/end: the weekly game ends; its coming games are cancelled with refunds. */
export const useEndSeries = (id: string) =>
  useMutation({
    mutationFn: () => apiPost<Series>(`/series/${id}/end`),
    onSuccess: (series, _variables, _result, { client }) => seriesChanged(client, series),
  });
