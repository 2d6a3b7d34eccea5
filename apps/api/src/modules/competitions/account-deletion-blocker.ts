import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { competitions } from '../../db/schema.js';
import type { DeletionBlockerFinder } from '../users/deletion/account-deletion-hooks.js';

/** A competition not finished nor cancelled that the player runs: its teams would be left without an organizer. */
export const runningCompetitionsBlocker: DeletionBlockerFinder = async (tx, { userId }) => {
  const rows = await tx
    .select({ name: competitions.name, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(competitions)
    .where(
      and(
        eq(competitions.organizerId, userId),
        inArray(competitions.status, ['registering', 'scheduled', 'in_progress']),
      ),
    )
    .orderBy(asc(competitions.startsOn))
    .limit(5);
  return { reason: 'runs_competitions', count: rows[0]?.total ?? 0, names: rows.map((row) => row.name) };
};
