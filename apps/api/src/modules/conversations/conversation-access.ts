import { type ConversationRole, DAY_MS, gameConversationReadOnlyAfter } from '@oyna/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type GameRow, gameRegistrations, games, users } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { isGameReferee } from '../games/game-access.js';

/** A member of a game's conversation: the game and what they are in it. */
export interface GameMember {
  game: GameRow;
  role: ConversationRole;
}

export type Booking = { status: string; cancelledAt: Date | null };

/**
 * What a booking makes its player in the game's conversation: a player holding a place (confirmed
 * or held), the waitlist, or nothing once they left. A game called off keeps its players in: its
 * bookings were cancelled with it, and they read why.
 */
export function bookingRole(game: GameRow, booking: Booking): ConversationRole | null {
  if (booking.status === 'confirmed' || booking.status === 'pending_payment') return 'player';
  if (booking.status === 'waitlisted') return 'waitlisted';
  const cancelledWithGame =
    game.status === 'cancelled' &&
    game.cancelledAt !== null &&
    booking.cancelledAt !== null &&
    booking.cancelledAt.getTime() >= game.cancelledAt.getTime();
  return cancelledWithGame ? 'player' : null;
}

/** The best role among a player's bookings of the game (one active at most, older ones cancelled). */
function bestRole(game: GameRow, bookings: readonly Booking[]): ConversationRole | null {
  const roles = bookings.map((booking) => bookingRole(game, booking));
  return roles.find((role) => role === 'player') ?? roles.find((role) => role === 'waitlisted') ?? null;
}

/**
 * What an account that is not blocked is in a game's conversation, from its bookings of the game:
 * its organizer, its referee, a player holding a place, the waitlist, an admin, or nothing.
 */
export function roleInGame(
  actor: AuthUser,
  game: GameRow,
  bookings: readonly Booking[],
): ConversationRole | null {
  if (game.organizerId === actor.id) return 'organizer';
  if (isGameReferee(actor, game)) return 'referee';
  const role = bestRole(game, bookings);
  if (role) return role;
  return actor.role === 'admin' ? 'admin' : null;
}

/** Whether the account may take part in conversations at all: a blocked one never does. */
export async function isActiveAccount(db: DbExecutor, userId: string): Promise<boolean> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.blockedAt)));
  return account !== undefined;
}

/**
 * Who may read and write a game's conversation (docs/decisions/0089-conversations.md): its organizer,
 * its referee, its players holding a place, its waitlist and admins; nobody else, a player who left
 * included. Null for anyone else, and for a blocked account.
 */
export async function gameRoleOf(
  db: DbExecutor,
  actor: AuthUser,
  game: GameRow,
): Promise<ConversationRole | null> {
  if (!(await isActiveAccount(db, actor.id))) return null;
  const bookings = await db
    .select({ status: gameRegistrations.status, cancelledAt: gameRegistrations.cancelledAt })
    .from(gameRegistrations)
    .where(and(eq(gameRegistrations.gameId, game.id), eq(gameRegistrations.userId, actor.id)));
  return roleInGame(actor, game, bookings);
}

export async function findGame(db: DbExecutor, gameId: string): Promise<GameRow> {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  if (!game) throw notFound('game_not_found');
  return game;
}

/** The game and my role in its conversation; 404 for no game, 403 for anyone who is not a member. */
export async function requireGameMember(
  db: DbExecutor,
  actor: AuthUser,
  gameId: string,
): Promise<GameMember> {
  const game = await findGame(db, gameId);
  const role = await gameRoleOf(db, actor, game);
  if (!role) throw new AppError('conversation_members_only', 403);
  return { game, role };
}

/** When a game's conversation turns read only: a day after its end, or a day after it was called off. */
export function readOnlyAfterOf(game: GameRow): Date {
  const afterEnd = gameConversationReadOnlyAfter(game);
  if (!game.cancelledAt) return afterEnd;
  return new Date(Math.min(afterEnd.getTime(), game.cancelledAt.getTime() + DAY_MS));
}

/** Everyone a game's conversation reaches live: its organizer, referee, players holding a place and waitlist. */
export async function gameAudience(db: DbExecutor, game: GameRow): Promise<string[]> {
  const booked = await db
    .selectDistinct({ userId: gameRegistrations.userId })
    .from(gameRegistrations)
    .where(
      and(
        eq(gameRegistrations.gameId, game.id),
        inArray(gameRegistrations.status, ['confirmed', 'pending_payment', 'waitlisted']),
      ),
    );
  const ids = new Set(booked.map((row) => row.userId));
  ids.add(game.organizerId);
  if (game.hasReferee && game.refereeId) ids.add(game.refereeId);
  return [...ids];
}
