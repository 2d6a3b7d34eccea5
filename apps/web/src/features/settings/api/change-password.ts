import type { ChangePasswordRequest } from '@oyna/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { authKeys } from '../../../api/auth-keys';

/**
 * POST /auth/password: the current password and a new one; every other device is signed out, so
 * the list of devices is read again.
 */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (request: ChangePasswordRequest) => apiPost<void>('/auth/password', request),
    onSuccess: (_data, _request, _result, { client }) =>
      void client.invalidateQueries({ queryKey: authKeys.sessions() }),
  });
