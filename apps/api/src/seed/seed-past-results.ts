import { createHash } from 'node:crypto';
import { eq, min } from 'drizzle-orm';
import { refreshPlayerOfMatch } from '../modules/results/refresh-player-of-match.js';
import { replayRatingsFrom } from '../modules/results/replay-ratings.js';
import { saveResult } from '../modules/results/save-result.js';
import type { DbExecutor } from '../db/database.js';
import { gameRegistrations, gameResults, games, playerOfMatchVotes } from '../db/schema.js';
import { type PastGamePlan, type PastSeedPlayer, planPastGames } from './past-game-seeds.js';
import { findDemoPlayer, seedPlayers, seedVenues } from './seed-queries.js';
import { gameHooks } from '../module-hooks.js';

const DAY_MS = 24 * 3_600_000;
const CHUNK = 1000;

async function insertInChunks<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * A fixed UUID (v4 layout) per name: games that kick off at the same time are rated in id order, so
 * random ids would make the seeded ratings differ from run to run.
 */
function seedUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The past games inserted with their players, waiting for `recordPastResults`. */
export interface InsertedPastGames {
  organizerId: string;
  plans: (PastGamePlan & { id: string; startsAt: Date })[];
}

/**
 * The demo's last four weeks of completed games (see `planPastGames`), first step: each game with
 * its players confirmed and paid in cash at the venue, so later seeding sees every pitch and player
 * taken. The results come with `recordPastResults`. Null when there is nothing to play.
 */
export async function insertPastGames(
  db: DbExecutor,
  organizerId: string,
  now: Date,
): Promise<InsertedPastGames | null> {
  const venueRows = await seedVenues(db);
  const players = await seedPlayers(db);
  const demo = await findDemoPlayer(db);
  if (venueRows.length === 0 || players.length < 14) return null;
  const asSeed = (player: { id: string; skill: number | null }): PastSeedPlayer => ({
    id: player.id,
    skill: player.skill ?? 50,
  });
  const plans = planPastGames({
    venues: venueRows,
    players: players.map(asSeed),
    demo: demo ? asSeed(demo) : null,
    now,
  }).map((plan, index) => ({
    ...plan,
    id: seedUuid(`past-game:${index}`),
    startsAt: plan.game.startsAt as Date,
  }));
  if (plans.length === 0) return null;

  await insertInChunks(
    plans.map((plan) => ({
      ...plan.game,
      id: plan.id,
      organizerId,
      placesTaken: plan.lines.length,
      createdAt: plan.game.registrationOpensAt,
    })),
    (chunk) => db.insert(games).values(chunk),
  );
  await insertInChunks(
    plans.flatMap((plan) =>
      plan.lines.map((line, index) => ({
        gameId: plan.id,
        userId: line.userId,
        status: 'confirmed' as const,
        paymentMethod: 'cash' as const,
        priceQepik: plan.game.priceQepik,
        paidAt: plan.startsAt,
        createdAt: new Date(plan.startsAt.getTime() - 3 * DAY_MS + index * 60_000),
      })),
    ),
    (chunk) => db.insert(gameRegistrations).values(chunk),
  );
  return { organizerId, plans };
}

/**
 * Second step: each result checked and written by the organizer's own `saveResult`, oldest first,
 * at the time it would have been recorded; the votes (valid by construction) with the player of
 * the match recomputed; then one replay of the ratings from the earliest game with a result (team
 * matches confirmed in between included), which is what recording the games one by one in order
 * computes (decision 13), at a fraction of the queries. Returns the number of games.
 */
export async function recordPastResults(db: DbExecutor, inserted: InsertedPastGames): Promise<number> {
  const { organizerId, plans } = inserted;
  const organizer = { id: organizerId, role: 'organizer' as const, sessionId: 'seed' };
  for (const plan of plans)
    await saveResult(db, {
      hooks: gameHooks,
      actor: organizer,
      gameId: plan.id,
      now: plan.recordedAt,
      result: {
        scores: plan.scores,
        players: plan.lines.map((line) => ({
          user_id: line.userId,
          side: line.side,
          goals: line.goals,
          attended: line.attended,
        })),
        player_of_match_id: plan.pick,
      },
    });

  await insertInChunks(
    plans.flatMap((plan) =>
      plan.votes.map((vote) => ({
        gameId: plan.id,
        voterId: vote.voterId,
        candidateId: vote.candidateId,
        createdAt: vote.at,
      })),
    ),
    (chunk) => db.insert(playerOfMatchVotes).values(chunk),
  );
  for (const plan of plans) if (plan.votes.length > 0) await refreshPlayerOfMatch(db, plan.id, plan.pick);
  const [earliest] = await db
    .select({ startsAt: min(games.startsAt) })
    .from(gameResults)
    .innerJoin(games, eq(games.id, gameResults.gameId));
  const from = earliest?.startsAt ?? plans[0]?.startsAt;
  if (from) await replayRatingsFrom(db, from);
  return plans.length;
}
