import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminRestriction,
  AdminRestrictionsQuery,
  AdminRestrictionsResponse,
  OrganizerFlagsResponse,
} from '@oyna/shared';
import { apiClient } from '../../../../lib/api-client';

export const restrictionKeys = {
  all: ['admin', 'restrictions'] as const,
  list: (query: AdminRestrictionsQuery) => [...restrictionKeys.all, 'list', query] as const,
  flags: () => [...restrictionKeys.all, 'organizer-flags'] as const,
};

/** GET /admin/restrictions: players' restrictions under the no-show policy. */
export function useAdminRestrictions(query: AdminRestrictionsQuery) {
  return useQuery(
    queryOptions({
      queryKey: restrictionKeys.list(query),
      queryFn: async ({ signal }) =>
        (await apiClient.get<AdminRestrictionsResponse>('/admin/restrictions', { params: query, signal }))
          .data,
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /admin/organizer-flags: organizers above the cancellation limit. */
export function useOrganizerFlags() {
  return useQuery(
    queryOptions({
      queryKey: restrictionKeys.flags(),
      queryFn: async ({ signal }) =>
        (await apiClient.get<OrganizerFlagsResponse>('/admin/organizer-flags', { signal })).data,
    }),
  );
}

/** POST /admin/restrictions/{id}/lift with the admin's reason. */
export function useLiftRestriction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; reason: string }) =>
      (
        await apiClient.post<AdminRestriction>(`/admin/restrictions/${input.id}/lift`, {
          reason: input.reason,
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: restrictionKeys.all }),
  });
}
