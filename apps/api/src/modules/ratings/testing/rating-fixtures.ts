import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import {
  type GameRow,
  type UserRow,
  gameRegistrations,
  gameResultPlayers,
  gameResults,
  playerRatings,
  ratingHistory,
} from '../../../db/schema.js';
import { createGame } from '../../../test/factories.js';

export interface PlayedLine {
  user: Pick<UserRow, 'id'>;
  side: number;
  goals?: number;
  /** False: marked a no-show. Default true. */
  attended?: boolean;
  /** The displayed rating after this game and its change; no history row without it. */
  rating?: { after: number; delta: number };
}

export interface PlayedGameOptions {
  scores: number[];
  lines: PlayedLine[];
  startsAt?: Date;
  playerOfMatch?: Pick<UserRow, 'id'> | null;
  /** When the result was first recorded (the vote runs 24 hours from it); default an hour after kick-off. */
  recordedAt?: Date;
  title?: string;
  organizerId?: string;
}

const DAY_MS = 24 * 3600_000;

/**
 * A completed game with its result written straight into the tables, as recording a result
 * leaves them: confirmed places with attendance, the result and its lines, a rating history row
 * per rated player, and each rated player's current rating (latest history row, count of rows).
 */
export async function createPlayedGame(db: Db, options: PlayedGameOptions): Promise<GameRow> {
  const startsAt = options.startsAt ?? new Date(Date.now() - 3 * DAY_MS);
  const game = await createGame(db, {
    status: 'completed',
    startsAt,
    completedAt: new Date(startsAt.getTime() + 2 * 3600_000),
    registrationOpensAt: new Date(startsAt.getTime() - 7 * DAY_MS),
    title: options.title ?? 'Axşam oyunu',
    ...(options.organizerId && { organizerId: options.organizerId }),
  });
  const recordedBy = options.organizerId ?? game.organizerId;
  await db.insert(gameRegistrations).values(
    options.lines.map((line) => ({
      gameId: game.id,
      userId: line.user.id,
      status: 'confirmed' as const,
      paymentMethod: 'balance' as const,
      priceQepik: 1000,
      paidAt: startsAt,
      attendance: line.attended === false ? ('no_show' as const) : ('attended' as const),
    })),
  );
  await db.insert(gameResults).values({
    gameId: game.id,
    scores: options.scores,
    playerOfMatchId: options.playerOfMatch?.id ?? null,
    organizerPickId: options.playerOfMatch?.id ?? null,
    recordedBy,
    recordedAt: options.recordedAt ?? new Date(startsAt.getTime() + 3600_000),
  });
  await db.insert(gameResultPlayers).values(
    options.lines.map((line) => ({
      gameId: game.id,
      userId: line.user.id,
      sideIndex: line.side,
      goals: line.attended === false ? 0 : (line.goals ?? 0),
      attended: line.attended !== false,
    })),
  );
  for (const line of options.lines) {
    if (!line.rating) continue;
    await db.insert(ratingHistory).values({
      userId: line.user.id,
      gameId: game.id,
      playedAt: startsAt,
      mu: 25,
      sigma: 8,
      rating: line.rating.after,
      delta: line.rating.delta,
    });
    await syncPlayerRating(db, line.user.id);
  }
  return game;
}

/** Sets a player's current rating from their history: the latest rating and the number of rated games. */
async function syncPlayerRating(db: Db, userId: string): Promise<void> {
  await db
    .insert(playerRatings)
    .values({
      userId,
      mu: 25,
      sigma: 8,
      rating: sql`(select rating from rating_history where user_id = ${userId} order by played_at desc limit 1)`,
      ratedGames: sql`(select count(*)::int from rating_history where user_id = ${userId})`,
    })
    .onConflictDoUpdate({
      target: playerRatings.userId,
      set: {
        rating: sql`excluded.rating`,
        ratedGames: sql`excluded.rated_games`,
        updatedAt: new Date(),
      },
    });
}

/** A completed game the player had a confirmed place in, with attendance taken but no result recorded. */
export async function createGameWithoutResult(
  db: Db,
  options: { user: Pick<UserRow, 'id'>; attended: boolean; startsAt?: Date },
): Promise<GameRow> {
  const startsAt = options.startsAt ?? new Date(Date.now() - 2 * DAY_MS);
  const game = await createGame(db, {
    status: 'completed',
    startsAt,
    registrationOpensAt: new Date(startsAt.getTime() - 7 * DAY_MS),
  });
  await db.insert(gameRegistrations).values({
    gameId: game.id,
    userId: options.user.id,
    status: 'confirmed',
    paymentMethod: 'balance',
    priceQepik: 1000,
    attendance: options.attended ? 'attended' : 'no_show',
  });
  return game;
}
