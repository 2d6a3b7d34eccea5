import type { LoginRequest, LoginResponse, ProfileUpdate, TokenPair, User } from '@oyna/shared';
import { updateMyProfile } from '../../api/my-profile';
import { apiGet, apiPost } from '../api-client';

/** The calls the session makes; a seam so that its transitions can be tested without HTTP. */
export interface SessionApi {
  loginWithPassword(body: LoginRequest): Promise<LoginResponse>;
  getMe(): Promise<User>;
  refreshTokens(refreshToken: string): Promise<TokenPair>;
  logout(refreshToken: string | null): Promise<void>;
  /** Saves profile fields (the session saves a new interface language). */
  updateProfile(changes: ProfileUpdate): Promise<unknown>;
}

/** POST /auth/login/json: a token pair for an email and password. */
async function loginWithPassword(body: LoginRequest): Promise<LoginResponse> {
  return apiPost<LoginResponse>('/auth/login/json', body);
}

/** GET /auth/me: the signed-in user. */
async function getMe(): Promise<User> {
  return apiGet<User>('/auth/me');
}

/** POST /auth/refresh: the next token pair; the refresh token sent works only once. */
async function refreshTokens(refreshToken: string): Promise<TokenPair> {
  return apiPost<TokenPair>('/auth/refresh', { refresh_token: refreshToken });
}

/** POST /auth/logout: ends the session on the server (always 204). */
async function logout(refreshToken: string | null): Promise<void> {
  await apiPost<void>('/auth/logout', refreshToken ? { refresh_token: refreshToken } : {});
}

export const sessionApi: SessionApi = {
  loginWithPassword,
  getMe,
  refreshTokens,
  logout,
  updateProfile: updateMyProfile,
};
