import { useMutation } from '@tanstack/react-query';
import type { OnboardingStatus, OnboardingStep } from '@oyna/shared';
import { apiPost } from '../../../lib/api-client';
import { onboardingKeys } from './onboarding-keys';

/** POST /users/me/onboarding/skip/{step}: steps 4 to 6 only (the server answers 422 for 1 to 3). */
export const useSkipOnboardingStep = () =>
  useMutation({
    mutationFn: (step: OnboardingStep) => apiPost<OnboardingStatus>(`/users/me/onboarding/skip/${step}`),
    onSuccess: (status, _step, _result, { client }) => client.setQueryData(onboardingKeys.status(), status),
  });
