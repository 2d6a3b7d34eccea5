import { useMutation } from '@tanstack/react-query';
import type {
  CheckEmailResponse,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  VerifyEmailRequest,
} from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session/session-store';

/** POST /auth/password/forgot: the same answer whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (body: ForgotPasswordRequest) =>
      (await apiClient.post<CheckEmailResponse>('/auth/password/forgot', body)).data,
  });
}

/** POST /auth/password/reset: every session ends, so this browser's is cleared too. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: ResetPasswordRequest) => {
      await apiClient.post('/auth/password/reset', body);
    },
    onSuccess: () => useSessionStore.getState().clear(),
  });
}

/** POST /auth/email/verify; a signed-in user sees the banner go at once. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: async (body: VerifyEmailRequest) => {
      await apiClient.post('/auth/email/verify', body);
    },
    onSuccess: () => {
      if (useSessionStore.getState().user) useSessionStore.getState().updateUser({ email_verified: true });
    },
  });
}
