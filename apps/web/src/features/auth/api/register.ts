import { useMutation } from '@tanstack/react-query';
import type { CheckEmailResponse, RegisterRequest } from '@oyna/shared';
import { apiPost } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useSessionStore } from '../../../lib/session/session-store';

/** Signed in with the new account, or told to look in the mailbox (the address had an account). */
export type RegisterOutcome = { signedIn: true } | { signedIn: false; detail: string };

/**
 * POST /auth/register answers 202 whether or not the address was free (decision 31); signing in
 * with the same email and password then works for a new account, and a refused sign-in means the
 * address has an account whose owner was emailed.
 */
export async function registerAccount(body: RegisterRequest): Promise<RegisterOutcome> {
  const { detail } = await apiPost<CheckEmailResponse>('/auth/register', body);
  try {
    await useSessionStore.getState().login({ email: body.email, password: body.password });
    return { signedIn: true };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { signedIn: false, detail };
    throw error;
  }
}

export const useRegister = () => useMutation({ mutationFn: registerAccount });
