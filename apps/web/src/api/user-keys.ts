/**
 * Query keys of players (the profile reads them; a recorded result or a vote refreshes `all`):
 * `['users', id, ...]` prefixes everything about one player, `['users', 'me', ...]` my own.
 */
export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  privacy: () => [...userKeys.me(), 'privacy'] as const,
  calendarFeed: () => [...userKeys.me(), 'calendar-feed'] as const,
  phone: () => [...userKeys.me(), 'phone'] as const,
  deletion: () => [...userKeys.me(), 'deletion'] as const,
  player: (id: string) => [...userKeys.all, id] as const,
  stats: (id: string) => [...userKeys.player(id), 'stats'] as const,
  ratingHistory: (id: string) => [...userKeys.player(id), 'rating-history'] as const,
  trophies: (id: string) => [...userKeys.player(id), 'trophies'] as const,
};
