import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminVenue,
  AdminVenueListQuery,
  AdminVenueListResponse,
  CreateVenue,
  DeactivateVenue,
  DeactivateVenueResult,
  UpdateVenue,
} from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { venueKeys } from '../../../api/venue-keys';
import { adminKeys } from '../../../api/admin-keys';

/** GET /admin/venues: every venue, active or not. */
export function useAdminVenues(query: AdminVenueListQuery) {
  return useQuery({
    queryKey: adminKeys.venueList(query),
    queryFn: async ({ signal }) =>
      (await apiClient.get<AdminVenueListResponse>('/admin/venues', { params: query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/venues/{id}. */
export function useAdminVenue(id: number | null) {
  return useQuery({
    queryKey: adminKeys.venue(id ?? 0),
    queryFn: async ({ signal }) =>
      (await apiClient.get<AdminVenue>(`/admin/venues/${id ?? 0}`, { signal })).data,
    enabled: id !== null,
  });
}

/** After any change: the admin lists, the venue itself and the public directory are fetched again. */
function useVenueChanged() {
  const queryClient = useQueryClient();
  return (venue: AdminVenue) => {
    queryClient.setQueryData(adminKeys.venue(venue.id), venue);
    void queryClient.invalidateQueries({ queryKey: adminKeys.venues() });
    void queryClient.invalidateQueries({ queryKey: venueKeys.all });
  };
}

/** POST /admin/venues or PATCH /admin/venues/{id}. */
export function useSaveVenue(id: number | null) {
  const changed = useVenueChanged();
  return useMutation({
    mutationFn: async (venue: CreateVenue | UpdateVenue) =>
      id === null
        ? (await apiClient.post<AdminVenue>('/admin/venues', venue)).data
        : (await apiClient.patch<AdminVenue>(`/admin/venues/${id}`, venue)).data,
    onSuccess: changed,
  });
}

/** POST /admin/venues/{id}/photos (multipart, field `photo`). */
export function useAddVenuePhoto(id: number) {
  const changed = useVenueChanged();
  return useMutation({
    mutationFn: async (photo: Blob) => {
      const form = new FormData();
      form.append('photo', photo, 'photo.jpg');
      return (
        await apiClient.post<AdminVenue>(`/admin/venues/${id}/photos`, form, {
          headers: { 'Content-Type': 'multipart/form-data' },
        })
      ).data;
    },
    onSuccess: changed,
  });
}

/** DELETE /admin/venues/{id}/photos/{photoId}. */
export function useRemoveVenuePhoto(id: number) {
  const changed = useVenueChanged();
  return useMutation({
    mutationFn: async (photoId: string) =>
      (await apiClient.delete<AdminVenue>(`/admin/venues/${id}/photos/${photoId}`)).data,
    onSuccess: changed,
  });
}

/** POST /admin/venues/{id}/deactivate: 409 `venue_has_upcoming_games` until the admin chooses. */
export function useDeactivateVenue(id: number) {
  const changed = useVenueChanged();
  return useMutation({
    mutationFn: async (request: DeactivateVenue) =>
      (await apiClient.post<DeactivateVenueResult>(`/admin/venues/${id}/deactivate`, request)).data,
    onSuccess: (result) => changed(result.venue),
  });
}

/** POST /admin/venues/{id}/activate. */
export function useActivateVenue(id: number) {
  const changed = useVenueChanged();
  return useMutation({
    mutationFn: async (reason: string | undefined) =>
      (await apiClient.post<AdminVenue>(`/admin/venues/${id}/activate`, reason ? { reason } : {})).data,
    onSuccess: changed,
  });
}
