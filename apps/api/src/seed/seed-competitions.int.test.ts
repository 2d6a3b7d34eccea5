import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { competitionMatches, competitions, users } from '../db/schema.js';
import { eligibleTeams } from '../modules/competitions/eligible-teams.js';
import { openEmptyTestDatabase, testDrivers } from '../test/test-databases.js';
import { seedDemoData } from './seed-database.js';

describe.each(testDrivers())('the demo competitions on %s', (driver) => {
  it('a finished cup with a winner, a league halfway, a cup the demo captain’s team can enter, a platinum-only cup', async () => {
    const database = await openEmptyTestDatabase(driver);
    try {
      await database.migrate();
      await seedDemoData(database.db);
      const rows = await database.db.select().from(competitions);
      const byName = (name: string) => rows.find((row) => row.name === name)!;
      expect(byName('Bakı Yaz Kuboku')).toMatchObject({ status: 'finished' });
      expect(byName('Bakı Yaz Kuboku').winnerTeamId).not.toBeNull();

      const league = byName('Oyna Payız Liqası');
      expect(league.status).toBe('in_progress');
      const matches = await database.db
        .select()
        .from(competitionMatches)
        .where(eq(competitionMatches.competitionId, league.id));
      expect(matches).toHaveLength(12);
      expect(matches.filter((match) => match.status === 'played')).toHaveLength(6);

      const open = byName('Həftəsonu Kuboku');
      expect(open.status).toBe('registering');
      const [player] = await database.db.select().from(users).where(eq(users.email, 'player@demo.az'));
      const mine = await eligibleTeams(database.db, {
        actor: { id: player!.id, role: 'player', sessionId: 'test' },
        competitionId: open.id,
      });
      expect(mine.items).toEqual([
        expect.objectContaining({
          team: expect.objectContaining({ name: 'Xəzər Qartalları' }),
          problem: null,
        }),
      ]);
      expect(byName('Platin Kuboku')).toMatchObject({ access: 'platinum', status: 'registering' });
    } finally {
      await database.close();
    }
  }, 180_000);
});
