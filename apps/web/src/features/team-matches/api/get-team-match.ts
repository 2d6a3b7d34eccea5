import { useQuery } from '@tanstack/react-query';
import type { TeamMatch } from '@oyna/shared';
import { apiQuery } from '../../../lib/api-client';
import { teamMatchKeys } from './team-match-keys';

/** GET /team-matches/{id}: the match, its squads, its result and what I may do with it. */
export const teamMatchQueryOptions = (id: string) =>
  apiQuery<TeamMatch>(teamMatchKeys.detail(id), `/team-matches/${id}`, { refetchOnWindowFocus: true });

export const useTeamMatch = (id: string) => useQuery({ ...teamMatchQueryOptions(id), enabled: id !== '' });
