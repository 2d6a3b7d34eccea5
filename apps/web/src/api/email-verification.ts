import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';

/** POST /auth/email/verification: a new confirmation email for the signed-in user. */
export function useResendVerificationEmail() {
  return useMutation({
    mutationFn: async () => {
      await apiClient.post('/auth/email/verification');
    },
  });
}
