import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../../api/dashboard-keys';
import { gameKeys } from '../../../api/game-keys';
import { myGamesKeys } from '../../../api/my-games-keys';

/** Whether a cached query holds a game's sides (`gameKeys.sides`). */
const isSidesQuery = (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[1] === gameKeys.allSides()[1];

/**
 * A booking changed: games and my games are read again (the balance comes with the answer, see
 * `receiveBalance`). The sides are only marked stale: who may see them changed with the booking,
 * so they are read when the game page, refreshed, shows them again (a player who just left is
 * never sent to ask for them: no 403).
 */
export async function refreshAfterBooking(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: gameKeys.all, predicate: (query) => !isSidesQuery(query) }),
    queryClient.invalidateQueries({ queryKey: gameKeys.allSides(), refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: myGamesKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}
