import { useQuery } from '@tanstack/react-query';
import type { MyWeeklyGames } from '@oyna/shared';
import { apiQuery } from '../lib/api-client';
import { seriesRegularKeys } from './series-regular-keys';

/** GET /users/me/weekly-games: the weekly games I am a regular of, with my next date and state there. */
export const myWeeklyGamesQueryOptions = () =>
  apiQuery<MyWeeklyGames>(seriesRegularKeys.weeklyGames(), '/users/me/weekly-games', { staleTime: 30_000 });

export const useMyWeeklyGames = () => useQuery(myWeeklyGamesQueryOptions());
