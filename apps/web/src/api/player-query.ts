import { useQuery } from '@tanstack/react-query';
import type { apiQuery } from '../lib/api-client';

/** Whether a player's query may run besides having an id (a private profile's parts wait for it). */
export interface PlayerQueryOptions {
  enabled?: boolean;
}

/**
 * A query of one player's part of the profile (stats, trophies, rating history): its options for
 * `id`, asked for only once there is an id and the caller allows it.
 */
export function usePlayerQuery<T>(
  queryOptions: (id: string) => ReturnType<typeof apiQuery<T>>,
  id: string | undefined,
  options: PlayerQueryOptions = {},
) {
  return useQuery({ ...queryOptions(id ?? ''), enabled: Boolean(id) && options.enabled !== false });
}
