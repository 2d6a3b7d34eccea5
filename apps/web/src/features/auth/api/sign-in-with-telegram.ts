import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, TelegramAuthRequest } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';

/** POST /auth/oauth/telegram: the widget's signed user object, checked by the server. */
export async function signInWithTelegram(user: TelegramAuthRequest): Promise<AuthResponse> {
  return (await apiClient.post<AuthResponse>('/auth/oauth/telegram', user)).data;
}

export function useSignInWithTelegram() {
  return useMutation({ mutationFn: signInWithTelegram });
}
