import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, RegisterRequest } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session/session-store';

/** POST /auth/register: creates the account and answers signed in (201 AuthResponse). */
export async function registerAccount(body: RegisterRequest): Promise<AuthResponse> {
  return (await apiClient.post<AuthResponse>('/auth/register', body)).data;
}

/** Registers and starts the session with the answer. */
export function useRegister() {
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: (response) => useSessionStore.getState().signIn(response),
  });
}
