import type { PaymentMethod, RegistrationResult } from '@oyna/shared';
import { apiPost } from '../../../lib/api-client';
import { useBookingMutation } from './booking-mutation';

export interface RegisterVariables {
  gameId: string;
  paymentMethod: PaymentMethod;
  /** One key per attempt: a retried request (double tap, flaky network) books once. */
  idempotencyKey: string;
}

/** POST /games/{id}/registrations: a place (paid, held for top-up, cash) or the waitlist. */
export const useRegisterForGame = () =>
  useBookingMutation((variables: RegisterVariables) =>
    apiPost<RegistrationResult>(
      `/games/${variables.gameId}/registrations`,
      { payment_method: variables.paymentMethod },
      { headers: { 'Idempotency-Key': variables.idempotencyKey } },
    ),
  );
