import type { AuthResponse, GoogleCallbackQuery } from '@oyna/shared';
import { apiGet } from '../../../lib/api-client';

/** GET /auth/oauth/google/callback: trades the code Google sent back for a session. */
export const finishGoogleLogin = (query: GoogleCallbackQuery) =>
  apiGet<AuthResponse>('/auth/oauth/google/callback', undefined, query);
