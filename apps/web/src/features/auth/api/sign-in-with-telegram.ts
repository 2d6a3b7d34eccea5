import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, TelegramAuthRequest } from '@oyna/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /auth/oauth/telegram: the widget's signed user object, checked by the server. */
export const useSignInWithTelegram = () =>
  useMutation({
    mutationFn: (user: TelegramAuthRequest) => apiPost<AuthResponse>('/auth/oauth/telegram', user),
  });
