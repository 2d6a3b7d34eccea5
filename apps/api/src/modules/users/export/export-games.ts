import { type DataExportGames, qepikToManat } from '@oyna/shared';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../../db/database.js';
import {
  gameGuests,
  gameRegistrations,
  gameResultPlayers,
  gameResults,
  games,
  playerRatings,
  ratingHistory,
  users,
  venues,
  type UserRow,
} from '../../../db/schema.js';
import { playerForViewer } from '../player-for-viewer.js';
import { playerIdentityColumns, playerIdentityFor } from '../player-identity.js';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The player's bookings, each with its game (organizer named as privacy lets the player see them) and guests. */
async function bookings(db: DbExecutor, player: UserRow): Promise<DataExportGames['bookings']> {
  const organizer = alias(users, 'organizer');
  const rows = await db
    .select({
      booking: gameRegistrations,
      game: { id: games.id, title: games.title, startsAt: games.startsAt, status: games.status },
      venue: { name: venues.name, address: venues.address },
      organizer: { ...playerIdentityColumns(organizer), profileVisibility: organizer.profileVisibility },
    })
    .from(gameRegistrations)
    .innerJoin(games, eq(games.id, gameRegistrations.gameId))
    .innerJoin(venues, eq(venues.id, games.venueId))
    .innerJoin(organizer, eq(organizer.id, games.organizerId))
    .where(eq(gameRegistrations.userId, player.id))
    .orderBy(asc(games.startsAt), asc(gameRegistrations.createdAt));
  const guests = await db
    .select()
    .from(gameGuests)
    .where(eq(gameGuests.bookerId, player.id))
    .orderBy(asc(gameGuests.createdAt));
  // The export shows others as the product shows them to the player (never as an admin sees them).
  const viewer = { user: { id: player.id, role: player.role, sessionId: '' } };
  return rows.map(({ booking, game, venue, organizer: person }) => ({
    game: {
      id: game.id,
      title: game.title,
      starts_at: game.startsAt.toISOString(),
      status: game.status,
      venue,
      organizer: playerIdentityFor(person, playerForViewer(person, viewer)),
    },
    status: booking.status,
    payment_method: booking.paymentMethod,
    price: qepikToManat(booking.priceQepik),
    booked_at: booking.createdAt.toISOString(),
    paid_at: iso(booking.paidAt),
    cancelled_at: iso(booking.cancelledAt),
    left_late: booking.leftLate,
    attendance: booking.attendance,
    guests: guests
      .filter((guest) => guest.registrationId === booking.id)
      .map((guest) => ({ name: guest.name, status: guest.status, price: qepikToManat(guest.priceQepik) })),
  }));
}

/** `games.json`: bookings, my lines in results, my rating and its history, and the games I organized. */
export async function exportGames(db: DbExecutor, options: { user: UserRow }): Promise<DataExportGames> {
  const { user } = options;
  const results = await db
    .select({ line: gameResultPlayers, scores: gameResults.scores, best: gameResults.playerOfMatchId })
    .from(gameResultPlayers)
    .innerJoin(gameResults, eq(gameResults.gameId, gameResultPlayers.gameId))
    .innerJoin(games, eq(games.id, gameResultPlayers.gameId))
    .where(eq(gameResultPlayers.userId, user.id))
    .orderBy(asc(games.startsAt));
  const [rating] = await db.select().from(playerRatings).where(eq(playerRatings.userId, user.id));
  const history = await db
    .select()
    .from(ratingHistory)
    .where(eq(ratingHistory.userId, user.id))
    .orderBy(asc(ratingHistory.playedAt));
  const organized = await db
    .select({
      id: games.id,
      title: games.title,
      startsAt: games.startsAt,
      status: games.status,
      venue: { name: venues.name, address: venues.address },
    })
    .from(games)
    .innerJoin(venues, eq(venues.id, games.venueId))
    .where(eq(games.organizerId, user.id))
    .orderBy(asc(games.startsAt));
  return {
    bookings: await bookings(db, user),
    results: results.map(({ line, scores, best }) => ({
      game_id: line.gameId,
      scores,
      my_side: line.sideIndex,
      my_goals: line.goals,
      attended: line.attended,
      player_of_the_match: best === user.id,
    })),
    rating: rating ? { rating: rating.rating, rated_games: rating.ratedGames } : null,
    rating_history: history.map((row) => ({
      game_id: row.gameId,
      played_at: row.playedAt.toISOString(),
      rating: row.rating,
      delta: row.delta,
    })),
    organized_games: organized.map((game) => ({
      id: game.id,
      title: game.title,
      starts_at: game.startsAt.toISOString(),
      status: game.status,
      venue: game.venue,
    })),
  };
}
