import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminRestriction,
  AdminRestrictionsQuery,
  AdminRestrictionsResponse,
  OrganizerFlagsResponse,
} from '@oyna/shared';
import { apiPost, apiQuery } from '../../../../lib/api-client';

export const restrictionKeys = {
  all: ['admin', 'restrictions'] as const,
  list: (query: AdminRestrictionsQuery) => [...restrictionKeys.all, 'list', query] as const,
  flags: () => [...restrictionKeys.all, 'organizer-flags'] as const,
};

/** GET /admin/restrictions: players' restrictions under the no-show policy. */
export const useAdminRestrictions = (query: AdminRestrictionsQuery) =>
  useQuery(
    apiQuery<AdminRestrictionsResponse>(restrictionKeys.list(query), '/admin/restrictions', {
      params: query,
      placeholderData: keepPreviousData,
    }),
  );

/** GET /admin/organizer-flags: organizers above the cancellation limit. */
export const useOrganizerFlags = () =>
  useQuery(apiQuery<OrganizerFlagsResponse>(restrictionKeys.flags(), '/admin/organizer-flags'));

/** POST /admin/restrictions/{id}/lift with the admin's reason. */
export const useLiftRestriction = () =>
  useMutation({
    mutationFn: (input: { id: string; reason: string }) =>
      apiPost<AdminRestriction>(`/admin/restrictions/${input.id}/lift`, { reason: input.reason }),
    onSuccess: (_restriction, _input, _context, { client }) =>
      client.invalidateQueries({ queryKey: restrictionKeys.all }),
  });
