import { useQuery } from '@tanstack/react-query';
import type { Reliability } from '@oyna/shared';
import { apiQuery } from '../lib/api-client';

export const reliabilityKeys = { mine: ['reliability', 'me'] as const };

/** GET /users/me/reliability: my no-shows, late cancellations and restrictions; an organizer's cancellations. */
export const useMyReliability = (enabled = true) =>
  useQuery(
    apiQuery<Reliability>(reliabilityKeys.mine, '/users/me/reliability', { staleTime: 60_000, enabled }),
  );
