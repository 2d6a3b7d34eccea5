import { count } from 'drizzle-orm';
import { hashPassword } from '../lib/password.js';
import type { Db, DbExecutor } from '../db/database.js';
import { users, venues } from '../db/schema.js';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.js';
import { generatePlayerSeeds } from './player-seeds.js';
import { seedAlerts } from './seed-alerts.js';
import { seedConversations } from './seed-conversations.js';
import { seedMessageReports } from './seed-message-reports.js';
import { seedSupport } from './seed-support.js';
import { seedTeamSlots } from './seed-team-slots.js';
import { seedCompetitions } from './seed-competitions.js';
import { seedGames } from './seed-games.js';
import { seedSeries } from './seed-series.js';
import { seedTeams } from './seed-teams.js';
import { venueSeeds } from './venue-seeds.js';

export const SEED_PLAYER_COUNT = 200;

export interface SeedResult {
  venues: number;
  players: number;
  /** Upcoming games written by this run (0 when they were there already). */
  games: number;
  /** Completed past games with results written by this run. */
  completedGames: number;
  /** Teams written by this run (0 when they were there already). */
  teams: number;
  /** Team matches written by this run: confirmed past ones, and those to come. */
  teamMatches: number;
  /** Weekly games written by this run (0 when the demo organizer runs some already). */
  series: number;
}

/**
 * Writes the deterministic demo data: the venues, about 200 players, the three demo logins,
 * about 300 upcoming games over the next four weeks (the same games for the same day) and about
 * 120 completed games with results over the past four weeks (the same games for the same moment),
 * and about 24 teams with four weeks of confirmed team matches, matches to come, invitations and a
 * join request for the demo player (the same teams and matches for the same moment). Rows are keyed by venue slug and user email and never overwritten, so a second run changes
 * nothing. With `onlyIfEmpty` it does nothing (returns null) on a database that has venues.
 */
export async function seedDemoData(
  db: DbExecutor,
  options: { onlyIfEmpty?: boolean } = {},
): Promise<SeedResult | null> {
  if (options.onlyIfEmpty) {
    const [existing] = await db.select({ total: count() }).from(venues);
    if ((existing?.total ?? 0) > 0) return null;
  }

  // One hash shared by the demo logins: hashing is deliberately slow. Other players have no password.
  const demoPasswordHash = await hashPassword(DEMO_PASSWORD);
  const players = generatePlayerSeeds(SEED_PLAYER_COUNT);

  // The demo's addresses count as confirmed: no verification banner on the demo accounts.
  const verifiedAt = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(venues).values(venueSeeds).onConflictDoNothing({ target: venues.slug });
    await tx
      .insert(users)
      .values(
        demoAccounts.map((account) => ({
          ...account,
          passwordHash: demoPasswordHash,
          emailVerifiedAt: verifiedAt,
        })),
      )
      .onConflictDoNothing({ target: users.email });
    await tx
      .insert(users)
      .values(players.map((player) => ({ ...player, emailVerifiedAt: verifiedAt })))
      .onConflictDoNothing({ target: users.email });
  });
  const now = new Date();
  const written = await db.transaction(async (tx) => {
    let teams: Awaited<ReturnType<typeof seedTeams>> | null = null;
    // The teams come before the past results: their confirmed matches are rated by the results' one replay.
    const games = await seedGames(tx, now, async () => {
      teams = await seedTeams(tx, now);
    });
    return { games, teams: teams ?? (await seedTeams(tx, now)) };
  });
  const { games, teams } = written;
  // The competitions play through their own use cases (each in its own transaction).
  await seedCompetitions(db as Db, now);
  // The weekly games publish their first dates through the series' own publication.
  const series = await seedSeries(db as Db, now);
  // The demo player's saved searches (game alerts).
  await seedAlerts(db as Db, now);
  // The demo player's team's weekly training, answered and with a squad.
  await seedTeamSlots(db as Db, now);
  // A few messages in the chat of the demo player's next game.
  await seedConversations(db as Db, now);
  // One open report of a message in that chat, for the admins' queue.
  await seedMessageReports(db as Db);
  // The demo player's answered support request and two open ones in the admins' queue, one VIP.
  await seedSupport(db as Db, now);

  return {
    venues: venueSeeds.length,
    players: players.length + demoAccounts.length,
    games: games.upcoming,
    completedGames: games.completed,
    teams: teams.teams,
    teamMatches: teams.pastMatches + teams.upcomingMatches,
    series,
  };
}
