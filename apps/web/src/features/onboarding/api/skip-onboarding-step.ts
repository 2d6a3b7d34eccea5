import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingStatus, OnboardingStep } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { onboardingKeys } from './onboarding-keys';

/** POST /users/me/onboarding/skip/{step}: steps 4 to 6 only (the server answers 422 for 1 to 3). */
export async function skipOnboardingStep(step: OnboardingStep): Promise<OnboardingStatus> {
  return (await apiClient.post<OnboardingStatus>(`/users/me/onboarding/skip/${step}`)).data;
}

export function useSkipOnboardingStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipOnboardingStep,
    onSuccess: (status) => queryClient.setQueryData(onboardingKeys.status(), status),
  });
}
