import { keepPreviousData, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  AdminVenue,
  AdminVenueListQuery,
  AdminVenueListResponse,
  CreateVenue,
  DeactivateVenue,
  DeactivateVenueResult,
  UpdateVenue,
} from '@oyna/shared';
import { apiDelete, apiPatch, apiPost, apiQuery } from '../../../lib/api-client';
import { venueKeys } from '../../../api/venue-keys';
import { adminKeys } from '../../../api/admin-keys';

/** GET /admin/venues: every venue, active or not. */
export const useAdminVenues = (query: AdminVenueListQuery) =>
  useQuery(
    apiQuery<AdminVenueListResponse>(adminKeys.venueList(query), '/admin/venues', {
      params: query,
      placeholderData: keepPreviousData,
    }),
  );

/** GET /admin/venues/{id}. */
export const useAdminVenue = (id: number | null) =>
  useQuery(
    apiQuery<AdminVenue>(adminKeys.venue(id ?? 0), `/admin/venues/${id ?? 0}`, { enabled: id !== null }),
  );

/** After any change: the admin lists, the venue itself and the public directory are fetched again. */
function venueChanged(client: QueryClient, venue: AdminVenue): void {
  client.setQueryData(adminKeys.venue(venue.id), venue);
  void client.invalidateQueries({ queryKey: adminKeys.venues() });
  void client.invalidateQueries({ queryKey: venueKeys.all });
}

/** POST /admin/venues or PATCH /admin/venues/{id}. */
export const useSaveVenue = (id: number | null) =>
  useMutation({
    mutationFn: (venue: CreateVenue | UpdateVenue) =>
      id === null
        ? apiPost<AdminVenue>('/admin/venues', venue)
        : apiPatch<AdminVenue>(`/admin/venues/${id}`, venue),
    onSuccess: (venue, _input, _context, { client }) => venueChanged(client, venue),
  });

/** POST /admin/venues/{id}/photos (multipart, field `photo`). */
export const useAddVenuePhoto = (id: number) =>
  useMutation({
    mutationFn: async (photo: Blob) => {
      const form = new FormData();
      form.append('photo', photo, 'photo.jpg');
      return apiPost<AdminVenue>(`/admin/venues/${id}/photos`, form);
    },
    onSuccess: (venue, _photo, _context, { client }) => venueChanged(client, venue),
  });

/** DELETE /admin/venues/{id}/photos/{photoId}. */
export const useRemoveVenuePhoto = (id: number) =>
  useMutation({
    mutationFn: (photoId: string) => apiDelete<AdminVenue>(`/admin/venues/${id}/photos/${photoId}`),
    onSuccess: (venue, _photoId, _context, { client }) => venueChanged(client, venue),
  });

/** POST /admin/venues/{id}/deactivate: 409 `venue_has_upcoming_games` until the admin chooses. */
export const useDeactivateVenue = (id: number) =>
  useMutation({
    mutationFn: (request: DeactivateVenue) =>
      apiPost<DeactivateVenueResult>(`/admin/venues/${id}/deactivate`, request),
    onSuccess: (result, _request, _context, { client }) => venueChanged(client, result.venue),
  });

/** POST /admin/venues/{id}/activate. */
export const useActivateVenue = (id: number) =>
  useMutation({
    mutationFn: (reason: string | undefined) =>
      apiPost<AdminVenue>(`/admin/venues/${id}/activate`, reason ? { reason } : {}),
    onSuccess: (venue, _reason, _context, { client }) => venueChanged(client, venue),
  });
