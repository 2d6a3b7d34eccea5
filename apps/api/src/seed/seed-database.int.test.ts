import { describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import {
  conversationMessageReports,
  conversationMessages,
  conversations,
  gameRegistrations,
  notifications,
  gameSeries,
  supportRequests,
  games,
  teamMatches,
  teamMembers,
  teams,
  users,
  venues,
} from '../db/schema.js';
import { openEmptyTestDatabase, testDrivers } from '../test/test-databases.js';
import { seedDemoData } from './seed-database.js';

describe.each(testDrivers({ everyDriver: true }))('the demo seed on %s', (driver) => {
  it('seeds idempotently: running the seed twice changes nothing', async () => {
    const database = await openEmptyTestDatabase(driver);
    try {
      await database.migrate();
      const first = await seedDemoData(database.db);
      expect(first?.venues).toBeGreaterThanOrEqual(55);
      expect(first?.players).toBeGreaterThanOrEqual(200);
      expect(first?.games).toBeGreaterThanOrEqual(250);
      expect(first?.teams).toBe(24);
      expect(first?.teamMatches).toBeGreaterThanOrEqual(25);
      // Two weekly games, each with the dates inside its window published as games.
      expect(first?.series).toBe(2);
      const seriesGames = await database.db.select().from(games).where(isNotNull(games.seriesId));
      expect(seriesGames.length).toBeGreaterThanOrEqual(1);
      // The first has its last four weeks played: results and attendance show on its page at once.
      expect(seriesGames.filter((game) => game.status === 'completed').length).toBeGreaterThanOrEqual(3);
      // The demo player's next game and their team each have a pinned announcement; the game's is in their centre.
      const announced = await database.db
        .select({ kind: conversations.kind })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .where(eq(conversationMessages.kind, 'announcement'));
      expect(announced.map((row) => row.kind).sort()).toEqual(['game', 'team']);
      const told = await database.db
        .select()
        .from(notifications)
        .where(eq(notifications.kind, 'announcement'));
      expect(told).toHaveLength(1);
      // One open report of a message in that chat waits in the admins' queue (decision 95).
      const reports = await database.db.select().from(conversationMessageReports);
      expect(reports.map((report) => report.decision)).toEqual([null]);
      // The demo player's answered support request, and two open ones in the queue: one VIP (decision 96).
      const requests = await database.db.select().from(supportRequests);
      expect(requests.map((request) => request.status).sort()).toEqual(['answered', 'open', 'open']);
      expect(requests.filter((request) => request.status === 'open' && request.vip)).toHaveLength(1);

      const snapshot = async () => ({
        venues: await database.db.select().from(venues).orderBy(venues.slug),
        users: await database.db
          .select({ id: users.id, email: users.email, updatedAt: users.updatedAt, skills: users.skills })
          .from(users)
          .orderBy(users.email),
        games: await database.db.select().from(games).orderBy(games.id),
        registrations: await database.db.select().from(gameRegistrations).orderBy(gameRegistrations.id),
        teams: await database.db.select().from(teams).orderBy(teams.id),
        members: await database.db.select().from(teamMembers).orderBy(teamMembers.id),
        matches: await database.db.select().from(teamMatches).orderBy(teamMatches.id),
        series: await database.db.select().from(gameSeries).orderBy(gameSeries.id),
        messages: await database.db
          .select({ id: conversationMessages.id })
          .from(conversationMessages)
          .orderBy(conversationMessages.id),
        reports: await database.db
          .select({ id: conversationMessageReports.id })
          .from(conversationMessageReports),
        support: await database.db.select({ id: supportRequests.id }).from(supportRequests),
      });
      const before = await snapshot();
      await seedDemoData(database.db);
      const after = await snapshot();
      expect(after).toEqual(before);

      expect(await seedDemoData(database.db, { onlyIfEmpty: true })).toBeNull();
    } finally {
      await database.close();
    }
    // The whole demo seed (teams and their matches included) and a second run: more than the
    // integration tests' usual minute on a busy machine.
  }, 150_000);
});
