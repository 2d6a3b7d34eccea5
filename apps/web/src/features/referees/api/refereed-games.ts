import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RefereedGamesQuery, RefereedGamesResponse } from '@oyna/shared';
import { gameKeys } from '../../../api/game-keys';
import { apiQuery } from '../../../lib/api-client';

/**
 * GET /users/me/refereed-games: one page of the games I referee, upcoming soonest first or past
 * newest first; the previous page stays on screen while the next one loads.
 */
export const useRefereedGames = (scope: 'upcoming' | 'past', page: number, pageSize: number) =>
  useQuery(
    apiQuery<RefereedGamesResponse>(gameKeys.refereed(scope, page), '/users/me/refereed-games', {
      params: { scope, page, page_size: pageSize } satisfies RefereedGamesQuery,
      placeholderData: keepPreviousData,
    }),
  );
