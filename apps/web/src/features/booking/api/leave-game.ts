import type { LeaveResult } from '@oyna/shared';
import { apiDelete } from '../../../lib/api-client';
import { useBookingMutation } from './booking-mutation';

/** DELETE /games/{id}/registrations/me: leave the game or the waitlist; says what was refunded. */
export const useLeaveGame = () =>
  useBookingMutation((gameId: string) => apiDelete<LeaveResult>(`/games/${gameId}/registrations/me`));
