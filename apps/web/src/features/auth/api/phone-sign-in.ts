import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, PhoneCodeRequest, PhoneCodeSent, PhoneVerifyRequest } from '@oyna/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /auth/phone/code: a sign-in code by SMS to the number. */
export const useSendSignInCode = () =>
  useMutation({
    mutationFn: (request: PhoneCodeRequest) => apiPost<PhoneCodeSent>('/auth/phone/code', request),
  });

/** POST /auth/phone/verify: the code traded for a session (a new account for a new number). */
export const useVerifySignInCode = () =>
  useMutation({
    mutationFn: (request: PhoneVerifyRequest) => apiPost<AuthResponse>('/auth/phone/verify', request),
  });
