import { useMutation } from '@tanstack/react-query';
import type { OnboardingStatus, OnboardingStep, OnboardingStepPayloads } from '@oyna/shared';
import { apiPost } from '../../../lib/api-client';
import { onboardingKeys } from './onboarding-keys';

export interface SaveStepVariables<S extends OnboardingStep = OnboardingStep> {
  step: S;
  payload: OnboardingStepPayloads[S];
}

/** POST /users/me/onboarding/step{n}: saves one step and answers the new status. */
export const useSaveOnboardingStep = () =>
  useMutation({
    mutationFn: ({ step, payload }: SaveStepVariables) =>
      apiPost<OnboardingStatus>(`/users/me/onboarding/step${step}`, payload),
    onSuccess: (status, _variables, _result, { client }) =>
      client.setQueryData(onboardingKeys.status(), status),
  });
