import type { LoginRequest, LoginResponse, ProfileUpdate, TokenPair, User } from '@oyna/shared';
import { updateMyProfile } from '../../api/my-profile';
import { apiClient } from '../api-client';

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
  return (await apiClient.post<LoginResponse>('/auth/login/json', body)).data;
}

/** GET /auth/me: the signed-in user. */
async function getMe(): Promise<User> {
  return (await apiClient.get<User>('/auth/me')).data;
}

/** POST /auth/refresh: the next token pair; the refresh token sent works only once. */
async function refreshTokens(refreshToken: string): Promise<TokenPair> {
  return (await apiClient.post<TokenPair>('/auth/refresh', { refresh_token: refreshToken })).data;
}

/** POST /auth/logout: ends the session on the server (always 204). */
async function logout(refreshToken: string | null): Promise<void> {
  await apiClient.post('/auth/logout', refreshToken ? { refresh_token: refreshToken } : {});
}

export const sessionApi: SessionApi = {
  loginWithPassword,
  getMe,
  refreshTokens,
  logout,
  updateProfile: updateMyProfile,
};
