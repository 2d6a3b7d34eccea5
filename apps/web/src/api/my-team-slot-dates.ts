import { useQuery } from '@tanstack/react-query';
import type { MyTeamSlotDates } from '@oyna/shared';
import { apiQuery } from '../lib/api-client';
import { teamKeys } from './team-keys';

/** GET /users/me/team-slot-dates: the next date of each weekly slot of my teams, within a week. */
export const myTeamSlotDatesQueryOptions = () =>
  apiQuery<MyTeamSlotDates>(teamKeys.mySlotDates(), '/users/me/team-slot-dates', { staleTime: 30_000 });

export const useMyTeamSlotDates = () => useQuery(myTeamSlotDatesQueryOptions());
