import { useMutation } from '@tanstack/react-query';
import type { GoogleAuthUrlResponse } from '@oyna/shared';
import { apiGet } from '../../../lib/api-client';

/** GET /auth/oauth/google: the Google address to send the browser to. */
export const useStartGoogleLogin = () =>
  useMutation({ mutationFn: () => apiGet<GoogleAuthUrlResponse>('/auth/oauth/google') });
