import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session/session-store';
import { authKeys } from '../../../api/auth-keys';

/**
 * DELETE /auth/sessions/{id}: signs one device out; ending this device's own session signs out
 * here as well.
 */
export function useEndAccountSession() {
  const logout = useSessionStore((state) => state.logout);
  return useMutation({
    mutationFn: ({ id }: { id: string; current: boolean }) =>
      apiDelete(`/auth/sessions/${encodeURIComponent(id)}`),
    onSuccess: async (_data, { current }, _result, { client }) => {
      if (current) await logout();
      else await client.invalidateQueries({ queryKey: authKeys.sessions() });
    },
  });
}

/** DELETE /auth/sessions: "Sign out everywhere": every session ends, then this one here (to /login). */
export function useSignOutEverywhere() {
  const logout = useSessionStore((state) => state.logout);
  return useMutation({ mutationFn: () => apiDelete('/auth/sessions'), onSuccess: () => logout() });
}
