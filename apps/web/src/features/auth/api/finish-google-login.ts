import type { AuthResponse, GoogleCallbackQuery } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';

/** GET /auth/oauth/google/callback: trades the code Google sent back for a session. */
export async function finishGoogleLogin(query: GoogleCallbackQuery): Promise<AuthResponse> {
  return (await apiClient.get<AuthResponse>('/auth/oauth/google/callback', { params: query })).data;
}
