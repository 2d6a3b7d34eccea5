/**
 * Query keys of the fitness connection (Strava): settings and onboarding read them, the
 * callback page refreshes them. `['fitness', 'strava', ...]` prefixes everything of Strava.
 */
export const fitnessKeys = {
  all: ['fitness'] as const,
  strava: () => [...fitnessKeys.all, 'strava'] as const,
  stravaSummary: () => [...fitnessKeys.strava(), 'summary'] as const,
};
