import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import type { SeriesRegularSettingsRequest, SeriesRegulars } from '@oyna/shared';
import { gameKeys } from '../../../api/game-keys';
import { seriesRegularKeys } from '../../../api/series-regular-keys';
import { apiDelete, apiPatch, apiPost, apiQuery } from '../../../lib/api-client';

/** GET /series/{id}/regulars: the regulars, the requests and the settings (organizer or admin). */
export const useSeriesRegulars = (id: string) =>
  useQuery(
    apiQuery<SeriesRegulars>(seriesRegularKeys.regulars(id), `/series/${id}/regulars`, {
      staleTime: 15_000,
      retry: false,
    }),
  );

async function regularsChanged(client: QueryClient, id: string, regulars: SeriesRegulars): Promise<void> {
  client.setQueryData(seriesRegularKeys.regulars(id), regulars);
  await client.invalidateQueries({ queryKey: gameKeys.all });
}

/** PATCH /series/{id}/regulars/settings: regular places, cap, auto-accept, deadline, misses allowed. */
export const useUpdateRegularSettings = (id: string) =>
  useMutation({
    mutationFn: (changes: SeriesRegularSettingsRequest) =>
      apiPatch<SeriesRegulars>(`/series/${id}/regulars/settings`, changes),
    onSuccess: (regulars, _v, _r, { client }) => regularsChanged(client, id, regulars),
  });

/** POST /series/{id}/regulars/{userId}/approve: accept a request, or take back a player removed or refused. */
export const useApproveRegular = (id: string) =>
  useMutation({
    mutationFn: (userId: string) => apiPost<SeriesRegulars>(`/series/${id}/regulars/${userId}/approve`),
    onSuccess: (regulars, _v, _r, { client }) => regularsChanged(client, id, regulars),
  });

/** DELETE /series/{id}/regulars/{userId}: remove a regular or refuse a request. */
export const useRemoveRegular = (id: string) =>
  useMutation({
    mutationFn: (userId: string) => apiDelete<SeriesRegulars>(`/series/${id}/regulars/${userId}`),
    onSuccess: (regulars, _v, _r, { client }) => regularsChanged(client, id, regulars),
  });
