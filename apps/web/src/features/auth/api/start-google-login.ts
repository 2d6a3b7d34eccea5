import { useMutation } from '@tanstack/react-query';
import type { GoogleAuthUrlResponse } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';

/** GET /auth/oauth/google: the Google address to send the browser to. */
export async function startGoogleLogin(): Promise<GoogleAuthUrlResponse> {
  return (await apiClient.get<GoogleAuthUrlResponse>('/auth/oauth/google')).data;
}

export function useStartGoogleLogin() {
  return useMutation({ mutationFn: startGoogleLogin });
}
