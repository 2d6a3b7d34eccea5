import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateAlertInput, GameAlert, GameAlertList, UpdateAlertInput } from '@oyna/shared';
import { alertKeys } from '../../../api/alert-keys';
import { apiDelete, apiPatch, apiPost, apiQuery } from '../../../lib/api-client';

/** GET /alerts: my saved searches. */
export const useAlerts = () => useQuery(apiQuery<GameAlertList>(alertKeys.list(), '/alerts'));

/** POST /alerts: save a search as an alert. */
export const useCreateAlert = () =>
  useMutation({
    mutationFn: (alert: CreateAlertInput) => apiPost<GameAlert>('/alerts', alert),
    onSuccess: (_alert, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: alertKeys.list() }),
  });

/** PATCH /alerts/{id}: pause, resume, or change how it is delivered. */
export const useUpdateAlert = () =>
  useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateAlertInput }) =>
      apiPatch<GameAlert>(`/alerts/${id}`, change),
    onSuccess: (_alert, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: alertKeys.list() }),
  });

/** DELETE /alerts/{id}. */
export const useDeleteAlert = () =>
  useMutation({
    mutationFn: (id: string) => apiDelete(`/alerts/${id}`),
    onSuccess: (_none, _id, _result, { client }) => client.invalidateQueries({ queryKey: alertKeys.list() }),
  });
