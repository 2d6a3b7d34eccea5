import type { ChangePasswordRequest } from '@oyna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { authKeys } from '../../../api/auth-keys';

/** POST /auth/password: the current password and a new one; every other device is signed out. */
export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await apiClient.post('/auth/password', request);
}

/** Changes the password; the list of devices is read again, as the others have been signed out. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authKeys.sessions() }),
  });
}
