import type { AuthResponse, TokenPair } from '@oyna/shared';
import { toUserResponse, type UserResponseRow } from '../users/user-response.js';

/** `{tokens, user, needs_onboarding}`: the answer of every sign-in that shows the user. */
export function toAuthResponse(row: UserResponseRow, tokens: TokenPair, balanceQepik: number): AuthResponse {
  const user = toUserResponse(row, balanceQepik);
  return { tokens, user, needs_onboarding: user.needs_onboarding };
}
