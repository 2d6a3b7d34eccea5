import { useMutation } from '@tanstack/react-query';
import type { Series } from '@oyna/shared';
import { apiPatch } from '../../../lib/api-client';
import { seriesChanged } from './series-changed';

/** PATCH /series/{id}/status: pause a weekly game (nothing more is published) or resume it. */
export const useChangeSeriesStatus = (id: string) =>
  useMutation({
    mutationFn: (status: 'active' | 'paused') => apiPatch<Series>(`/series/${id}/status`, { status }),
    onSuccess: (series, _status, _result, { client }) => seriesChanged(client, series),
  });
