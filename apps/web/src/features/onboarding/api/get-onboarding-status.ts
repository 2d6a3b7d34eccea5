import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingStatus } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';
import { NOT_SAVED_OFFLINE } from '../../../lib/saved-answers';
import { onboardingKeys } from './onboarding-keys';

/** GET /users/me/onboarding: where the player stopped and what each step saved so far. */
export async function getOnboardingStatus(signal?: AbortSignal): Promise<OnboardingStatus> {
  return (await apiClient.get<OnboardingStatus>('/users/me/onboarding', { signal })).data;
}

export function onboardingStatusQueryOptions() {
  return queryOptions({
    queryKey: onboardingKeys.status(),
    queryFn: ({ signal }) => getOnboardingStatus(signal),
    // Always asked afresh on opening the page: another device may have moved on.
    staleTime: 0,
    // Nor kept for offline: a copy saved just before a reload would resume a step back.
    meta: NOT_SAVED_OFFLINE,
  });
}

export function useOnboardingStatus() {
  return useQuery(onboardingStatusQueryOptions());
}
