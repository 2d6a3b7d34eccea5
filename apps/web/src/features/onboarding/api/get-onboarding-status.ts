import { useQuery } from '@tanstack/react-query';
import type { OnboardingStatus } from '@oyna/shared';
import { apiQuery } from '../../../lib/api-client';
import { NOT_SAVED_OFFLINE } from '../../../lib/saved-answers';
import { onboardingKeys } from './onboarding-keys';

/** GET /users/me/onboarding: where the player stopped and what each step saved so far. */
export const onboardingStatusQueryOptions = () =>
  apiQuery<OnboardingStatus>(onboardingKeys.status(), '/users/me/onboarding', {
    // Always asked afresh on opening the page: another device may have moved on.
    staleTime: 0,
    // Nor kept for offline: a copy saved just before a reload would resume a step back.
    meta: NOT_SAVED_OFFLINE,
  });

export const useOnboardingStatus = () => useQuery(onboardingStatusQueryOptions());
