import type { LeaderboardQuery } from '@oyna/shared';
import { RATINGS_KEY } from '../../../lib/shared-query-keys';

/** Query keys of the rating feature; a recorded result changes all of them (`all`). */
export const ratingKeys = {
  all: RATINGS_KEY,
  leaderboard: (query: LeaderboardQuery) => [...ratingKeys.all, 'leaderboard', query] as const,
  history: (userId: string) => [...ratingKeys.all, 'history', userId] as const,
};
