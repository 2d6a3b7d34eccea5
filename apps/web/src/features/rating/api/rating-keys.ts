import type { LeaderboardQuery } from '@oyna/shared';

/** Query keys of the rating feature; a recorded result changes all of them (`all`). */
export const ratingKeys = {
  all: ['ratings'] as const,
  leaderboard: (query: LeaderboardQuery) => [...ratingKeys.all, 'leaderboard', query] as const,
  history: (userId: string) => [...ratingKeys.all, 'history', userId] as const,
};
