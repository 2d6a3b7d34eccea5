/**
 * Roots of query keys that one feature reads and another refreshes (features do not import each
 * other): a booking refreshes the dashboard, a recorded result or a vote refreshes the dashboard,
 * the leaderboard and players' statistics.
 */
export const DASHBOARD_KEY = ['dashboard'] as const;
export const RATINGS_KEY = ['ratings'] as const;
/** `['users', id, ...]`: a player's profile, statistics and rating history. */
export const USERS_KEY = ['users'] as const;
