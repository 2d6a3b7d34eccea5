import { useMutation } from '@tanstack/react-query';
import type {
  CheckEmailResponse,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  VerifyEmailRequest,
} from '@oyna/shared';
import { apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session/session-store';

/** POST /auth/password/forgot: the same answer whether or not the address has an account. */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: ForgotPasswordRequest) => apiPost<CheckEmailResponse>('/auth/password/forgot', body),
  });

/** POST /auth/password/reset: every session ends, so this browser's is cleared too. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: ResetPasswordRequest) => apiPost<void>('/auth/password/reset', body),
    onSuccess: () => useSessionStore.getState().clear(),
  });

/** POST /auth/email/verify; a signed-in user sees the banner go at once. */
export const useVerifyEmail = () =>
  useMutation({
    mutationFn: (body: VerifyEmailRequest) => apiPost<void>('/auth/email/verify', body),
    onSuccess: () => {
      if (useSessionStore.getState().user) useSessionStore.getState().updateUser({ email_verified: true });
    },
  });
