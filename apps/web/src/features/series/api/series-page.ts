import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import type { SeriesPage } from '@oyna/shared';
import { gameKeys } from '../../../api/game-keys';
import { seriesRegularKeys } from '../../../api/series-regular-keys';
import { apiDelete, apiPatch, apiPost, apiPut, apiQuery } from '../../../lib/api-client';

/** GET /series/{id}/page: a weekly game as a player sees it, with my place as a regular. */
export const useSeriesPage = (id: string) =>
  useQuery(
    apiQuery<SeriesPage>(seriesRegularKeys.page(id), `/series/${id}/page`, {
      staleTime: 15_000,
      retry: false,
    }),
  );

/** My place changed: the answer replaces the page; my games and weekly games are read again. */
async function pageChanged(client: QueryClient, page: SeriesPage): Promise<void> {
  client.setQueryData(seriesRegularKeys.page(page.id), page);
  await Promise.all([
    client.invalidateQueries({ queryKey: seriesRegularKeys.weeklyGames() }),
    client.invalidateQueries({ queryKey: gameKeys.all }),
  ]);
}

/** POST /series/{id}/regulars: ask to be a regular, consenting to be booked and charged each date. */
export const useJoinAsRegular = (id: string) =>
  useMutation({
    mutationFn: () => apiPost<SeriesPage>(`/series/${id}/regulars`, { consent: true }),
    onSuccess: (page, _v, _r, { client }) => pageChanged(client, page),
  });

/** DELETE /series/{id}/regulars/me: stop being a regular. */
export const useLeaveAsRegular = (id: string) =>
  useMutation({
    mutationFn: () => apiDelete<SeriesPage>(`/series/${id}/regulars/me`),
    onSuccess: (page, _v, _r, { client }) => pageChanged(client, page),
  });

/** PATCH /series/{id}/regulars/me: stop or resume the series' notices. */
export const useRegularNotices = (id: string) =>
  useMutation({
    mutationFn: (muted: boolean) =>
      apiPatch<SeriesPage>(`/series/${id}/regulars/me`, { notices_muted: muted }),
    onSuccess: (page, _v, _r, { client }) => pageChanged(client, page),
  });

/** PUT /series/{id}/regulars/me/dates/{date}/not-this-week: "not this week" for a date. */
export const useNotThisWeek = (id: string) =>
  useMutation({
    mutationFn: (date: string) => apiPut<SeriesPage>(`/series/${id}/regulars/me/dates/${date}/not-this-week`),
    onSuccess: (page, _v, _r, { client }) => pageChanged(client, page),
  });

/** DELETE /series/{id}/regulars/me/dates/{date}/not-this-week: take it back before publication. */
export const useTakeBackNotThisWeek = (id: string) =>
  useMutation({
    mutationFn: (date: string) =>
      apiDelete<SeriesPage>(`/series/${id}/regulars/me/dates/${date}/not-this-week`),
    onSuccess: (page, _v, _r, { client }) => pageChanged(client, page),
  });
