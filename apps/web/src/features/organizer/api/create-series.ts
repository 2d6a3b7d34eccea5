import { useMutation } from '@tanstack/react-query';
import type { CreateSeriesRequest, Series } from '@oyna/shared';
import { apiPost } from '../../../lib/api-client';
import { gameKeys } from '../../../api/game-keys';
import { seriesKeys } from '../../../api/series-keys';

/** POST /series: a weekly game; the dates inside its window are published as games at once. */
export const useCreateSeries = () =>
  useMutation({
    mutationFn: (series: CreateSeriesRequest) => apiPost<Series>('/series', series),
    onSuccess: async (series, _request, _result, { client }) => {
      client.setQueryData(seriesKeys.detail(series.id), series);
      await Promise.all([
        client.invalidateQueries({ queryKey: gameKeys.lists() }),
        client.invalidateQueries({ queryKey: seriesKeys.mine() }),
      ]);
    },
  });
