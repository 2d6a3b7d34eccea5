import type { GuestBookingResult, LeaveResult } from '@oyna/shared';
import { apiDelete, apiPost } from '../../../lib/api-client';
import { useBookingMutation } from './booking-mutation';

/** POST /games/{id}/guests: a place for a named guest, paid from my wallet at once. */
export const useAddGuest = () =>
  useBookingMutation((variables: { gameId: string; name: string }) =>
    apiPost<GuestBookingResult>(`/games/${variables.gameId}/guests`, { name: variables.name }),
  );

/** DELETE /games/{id}/guests/{guestId}: my guest leaves; says what came back to my wallet. */
export const useRemoveGuest = () =>
  useBookingMutation((variables: { gameId: string; guestId: string }) =>
    apiDelete<LeaveResult>(`/games/${variables.gameId}/guests/${variables.guestId}`),
  );
