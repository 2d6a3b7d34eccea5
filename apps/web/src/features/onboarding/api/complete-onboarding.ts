import { useMutation } from '@tanstack/react-query';
import type { OnboardingStatus } from '@oyna/shared';
import { apiPost } from '../../../lib/api-client';
import { sessionApi } from '../../../lib/session/session-api';
import { useSessionStore } from '../../../lib/session/session-store';
import { onboardingKeys } from './onboarding-keys';

/**
 * POST /users/me/onboarding/complete: finishes registration once steps 1-3 and step 6 are answered.
 * Then the session user is reloaded from /auth/me, so `needs_onboarding` (and the name, language
 * and photo saved on the way) are current everywhere in the app.
 */
export const useCompleteOnboarding = () =>
  useMutation({
    mutationFn: async () => {
      const status = await apiPost<OnboardingStatus>('/users/me/onboarding/complete');
      useSessionStore.getState().setUser(await sessionApi.getMe());
      return status;
    },
    onSuccess: (status, _variables, _result, { client }) =>
      client.setQueryData(onboardingKeys.status(), status),
  });
