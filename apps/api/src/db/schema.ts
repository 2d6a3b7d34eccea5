// Every table, one file per area under ./tables. drizzle-kit reads this file to generate migrations;
// add a new area's export here in the same commit as its migration.
export * from './tables/users.js';
export * from './tables/venues.js';
export * from './tables/auth-sessions.js';
export * from './tables/games.js';
export * from './tables/wallet.js';
export * from './tables/audit-log.js';
export * from './tables/game-sides.js';
export * from './tables/results.js';
export * from './tables/teams.js';
export * from './tables/team-matches.js';
export * from './tables/fitness-connections.js';
export * from './tables/notifications.js';
export * from './tables/competitions.js';
export * from './tables/reconciliation.js';
export * from './tables/restrictions.js';
export * from './tables/dev-outbox.js';
export * from './tables/series.js';
