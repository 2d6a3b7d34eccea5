import type { LeaderboardQuery } from '@oyna/shared';

/**
 * Query keys of the leaderboard: a recorded result or a changed privacy setting refreshes `all`.
 * (A player's rating history is under `userKeys`.)
 */
export const ratingKeys = {
  all: ['ratings'] as const,
  leaderboard: (query: LeaderboardQuery) => [...ratingKeys.all, 'leaderboard', query] as const,
};
