import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@oyna/shared';
import { useSessionStore } from '../../../lib/session/session-store';

/**
 * POST /auth/login/json then GET /auth/me, through the session store (which owns the tokens).
 * Resolves with the signed-in user.
 */
export function useLogin() {
  return useMutation({
    mutationFn: (credentials: LoginRequest) => useSessionStore.getState().login(credentials),
  });
}
