import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingStatus } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { sessionApi } from '../../../lib/session/session-api';
import { useSessionStore } from '../../../lib/session/session-store';
import { onboardingKeys } from './onboarding-keys';

/** POST /users/me/onboarding/complete: finishes registration once steps 1-3 and step 6 are answered. */
export async function completeOnboarding(): Promise<OnboardingStatus> {
  return (await apiClient.post<OnboardingStatus>('/users/me/onboarding/complete')).data;
}

/**
 * Completes registration, then reloads the session user from /auth/me, so `needs_onboarding`
 * (and the name, language and photo saved on the way) are current everywhere in the app.
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const status = await completeOnboarding();
      useSessionStore.getState().setUser(await sessionApi.getMe());
      return status;
    },
    onSuccess: (status) => queryClient.setQueryData(onboardingKeys.status(), status),
  });
}
