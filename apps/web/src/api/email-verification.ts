import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../lib/api-client';

/** POST /auth/email/verification: a new confirmation email for the signed-in user. */
export const useResendVerificationEmail = () =>
  useMutation({ mutationFn: () => apiPost<void>('/auth/email/verification') });
