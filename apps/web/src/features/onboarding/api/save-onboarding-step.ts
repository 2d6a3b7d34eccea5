import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingStatus, OnboardingStep, OnboardingStepPayloads } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { onboardingKeys } from './onboarding-keys';

export interface SaveStepVariables<S extends OnboardingStep = OnboardingStep> {
  step: S;
  payload: OnboardingStepPayloads[S];
}

/** POST /users/me/onboarding/step{n}: saves one step and answers the new status. */
export async function saveOnboardingStep({ step, payload }: SaveStepVariables): Promise<OnboardingStatus> {
  return (await apiClient.post<OnboardingStatus>(`/users/me/onboarding/step${step}`, payload)).data;
}

export function useSaveOnboardingStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingStep,
    onSuccess: (status) => queryClient.setQueryData(onboardingKeys.status(), status),
  });
}
