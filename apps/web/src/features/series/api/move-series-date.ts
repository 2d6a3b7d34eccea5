import { useMutation } from '@tanstack/react-query';
import type { Series } from '@oyna/shared';
import { apiPost } from '../../../lib/api-client';
import { seriesChanged } from './series-changed';

/** POST /series/{id}/dates/{date}/move: one published date to another kick-off. */
export const useMoveSeriesDate = (id: string) =>
  useMutation({
    mutationFn: ({ date, startsAt }: { date: string; startsAt: string }) =>
      apiPost<Series>(`/series/${id}/dates/${date}/move`, { starts_at: startsAt }),
    onSuccess: (series, _move, _result, { client }) => seriesChanged(client, series),
  });
