import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session/session-store';
import { authKeys } from '../../../api/auth-keys';

/** DELETE /auth/sessions/{id}: signs one device out. */
export async function endAccountSession(id: string): Promise<void> {
  await apiClient.delete(`/auth/sessions/${encodeURIComponent(id)}`);
}

/** DELETE /auth/sessions: signs every device out, this one included. */
export async function endAllAccountSessions(): Promise<void> {
  await apiClient.delete('/auth/sessions');
}

/** Signs one device out; ending this device's own session signs out here as well. */
export function useEndAccountSession() {
  const queryClient = useQueryClient();
  const logout = useSessionStore((state) => state.logout);
  return useMutation({
    mutationFn: ({ id }: { id: string; current: boolean }) => endAccountSession(id),
    onSuccess: async (_result, { current }) => {
      if (current) await logout();
      else await queryClient.invalidateQueries({ queryKey: authKeys.sessions() });
    },
  });
}

/** "Sign out everywhere": every session ends on the server, then this one here (to /login). */
export function useSignOutEverywhere() {
  const logout = useSessionStore((state) => state.logout);
  return useMutation({ mutationFn: endAllAccountSessions, onSuccess: () => logout() });
}
