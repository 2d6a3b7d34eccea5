import type { AuthResponse, TelegramMiniAppSignInRequest } from '@oyna/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /auth/telegram/mini-app: the launch's init data, traded once for Oyna's own tokens. */
export const signInWithMiniApp = (body: TelegramMiniAppSignInRequest) =>
  apiPost<AuthResponse>('/auth/telegram/mini-app', body);
