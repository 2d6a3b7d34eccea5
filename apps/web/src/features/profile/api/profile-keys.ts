/** Query keys of the profile feature. `['users', id]` prefixes everything about one player. */
export const profileKeys = {
  me: () => ['users', 'me'] as const,
  privacy: () => ['users', 'me', 'privacy'] as const,
  player: (id: string) => ['users', id] as const,
  stats: (id: string) => ['users', id, 'stats'] as const,
  ratingHistory: (id: string) => ['users', id, 'rating-history'] as const,
};

/** The wallet's keys, the same as the wallet feature's: a top-up refreshes the profile's numbers too. */
export const walletSummaryKey = ['wallet', 'summary'] as const;
export const walletTransactionsKey = ['wallet', 'transactions'] as const;
/** The games feature's key of `GET /users/me/games`: a booking refreshes the profile's history too. */
export const myGamesKey = ['my-games'] as const;
