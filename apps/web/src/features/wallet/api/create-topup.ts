import { useMutation } from '@tanstack/react-query';
import type { TopupRequest, TopupResponse } from '@oyna/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /wallet/topups with a fresh Idempotency-Key per attempt: a retried request pays once. */
export async function createTopup(request: TopupRequest, idempotencyKey: string): Promise<TopupResponse> {
  return apiPost<TopupResponse>('/wallet/topups', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Starts a top-up and sends the browser to the provider's payment page. */
export function useCreateTopup() {
  return useMutation({
    mutationFn: (request: TopupRequest) => createTopup(request, crypto.randomUUID()),
    onSuccess: (topup) => window.location.assign(topup.redirect_url),
  });
}
