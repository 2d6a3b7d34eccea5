import { type ExperienceLevel, type RestrictionKind, playerLevel } from '@oyna/shared';
import { type SQL, and, eq, ne, sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/database.js';
import { jsonObject } from '../../db/json-object.js';
import {
  type GameRegistrationRow,
  type GameRow,
  gameRegistrations,
  games,
  playerRestrictions,
  users,
  wallets,
} from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import { gamesPlayedSql } from '../wallet/games-played.js';
import { type PlayerStanding, discountUsedSql } from './player-standing.js';

/*
 * What a booking reads before it decides: the locks it takes, and the one statement that reads
 * every fact its rules check and its answer needs.
 */

/** Who books which game, and the client's `Idempotency-Key`. */
export interface BookingRequest {
  userId: string;
  gameId: string;
  idempotencyKey?: string | undefined;
}

/**
 * Takes the game's lock, then the player's, in one statement (lock order: the game, then the
 * player, then the wallet). The player's lock makes one player's bookings run one after another,
 * even for different games, so the first-game discount and the balance see every earlier booking.
 * `for no key update` does not block inserts that merely reference the player. A 404 when there is
 * no such game.
 */
export async function lockGameThenPlayer(tx: DbExecutor, gameId: string, userId: string): Promise<void> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`with game as (select id from ${games} where id = ${gameId} for update)
      select u.id from ${users} u where u.id = ${userId} and exists (select 1 from game)
      for no key update of u`,
  );
  if (rows.length === 0) throw notFound('game_not_found');
}

/**
 * The columns of a game that a booking's rules, its charge and its answer read: the terms
 * `game_booking_terms` guards, the places and who may book it; nothing else of the row (its
 * description, referee, timestamps) is read or sent back, so the hot statement does not carry it.
 */
const bookingGameColumns = {
  id: games.id,
  venueId: games.venueId,
  title: games.title,
  startsAt: games.startsAt,
  registrationOpensAt: games.registrationOpensAt,
  status: games.status,
  origin: games.origin,
  kind: games.kind,
  priceQepik: games.priceQepik,
  minLevel: games.minLevel,
  maxLevel: games.maxLevel,
  capacity: games.capacity,
  placesTaken: games.placesTaken,
};

/** What a booking knows of its game. */
export type BookingGame = Pick<GameRow, keyof typeof bookingGameColumns>;

export interface BookingFacts {
  game: BookingGame;
  /** What the rules read of the game (`game_booking_terms`, migration 0019), to check it under the locks. */
  gameTerms: string;
  holdsExpired: boolean;
  standing: PlayerStanding;
  hasActiveBooking: boolean;
  balanceQepik: number;
  /** An earlier booking of the player with the request's Idempotency-Key. */
  repeatId: string | null;
  waitlistCount: number;
  /** The player's restrictions that may be in force now. */
  restrictions: { kind: RestrictionKind; startsAt: Date; endsAt: Date }[];
  /** 1 for the first in line (for a booking put on the waitlist now); null off the waitlist. */
  waitlistPositionOf(registration: GameRegistrationRow): number | null;
}

interface RestrictionFact {
  kind: RestrictionKind;
  starts_at: string;
  ends_at: string;
}

/** The facts as the statement sends them (one JSON value): timestamps as ISO text. */
interface FactsJson {
  game: Omit<BookingGame, 'startsAt' | 'registrationOpensAt'> & {
    startsAt: string;
    registrationOpensAt: string;
  };
  gameTerms: string;
  holdsExpired: boolean;
  skillOverall: number | null;
  experienceLevel: ExperienceLevel | null;
  discountUsed: boolean;
  gamesPlayed: number | null;
  hasActiveBooking: boolean;
  balanceQepik: number;
  repeatId: string | null;
  waitlistCount: number;
  waitlistedBefore: number;
  waitlistedSameMoment: string[] | null;
  restrictions: RestrictionFact[] | null;
}

/**
 * The statement that reads a booking's facts, with placeholders (gameId, userId, at, key), so that
 * it is built once and, on the fast path, prepared once per connection (PostgreSQL plans it once).
 * The facts come as one JSON value (`jsonObject`, decision 108), not as 25 fields to describe and decode.
 * `waitlist`: also who is on the game's waitlist (the fast path has book_game_place count it).
 */
function bookingFactsQuery(db: DbExecutor, waitlist: boolean) {
  const gameId = sql.placeholder('gameId');
  const userId = sql.placeholder('userId');
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const waitlistFacts = {
    waitlistCount: sql`(select count(*)::int from ${gameRegistrations} r where r.game_id = ${gameId}
        and r.status = 'waitlisted')`,
    waitlistedBefore: sql`(select count(*)::int from ${gameRegistrations} r where r.game_id = ${gameId}
        and r.status = 'waitlisted' and r.waitlisted_at < ${at})`,
    waitlistedSameMoment: sql`(select array_agg(r.id::text) from ${gameRegistrations} r
        where r.game_id = ${gameId} and r.status = 'waitlisted' and r.waitlisted_at = ${at})`,
  };
  const noWaitlistFacts = {
    waitlistCount: sql`0`,
    waitlistedBefore: sql`0`,
    waitlistedSameMoment: sql`null`,
  };
  const facts = jsonObject<FactsJson>({
    game: jsonObject(bookingGameColumns),
    gameTerms: sql`game_booking_terms(${games})`,
    holdsExpired: sql`exists (select 1 from ${gameRegistrations} r where r.game_id = ${gameId}
        and r.status = 'pending_payment' and r.hold_expires_at <= ${at})`,
    skillOverall: sql`(select skill_overall from ${users} where id = ${userId})`,
    experienceLevel: sql`(select experience_level from ${users} where id = ${userId})`,
    discountUsed: discountUsedSql(userId),
    gamesPlayed: gamesPlayedSql(userId),
    hasActiveBooking: sql`exists (select 1 from ${gameRegistrations} r where r.game_id = ${gameId}
        and r.user_id = ${userId} and r.status <> 'cancelled')`,
    balanceQepik: sql`coalesce((select balance_qepik from ${wallets} where user_id = ${userId}), 0)`,
    // Null without a key (no row has a null key equal to it).
    repeatId: sql`(select id from ${gameRegistrations} where user_id = ${userId}
          and idempotency_key = ${sql.placeholder('key')}::text)`,
    ...(waitlist ? waitlistFacts : noWaitlistFacts),
    // The no-show policy's restrictions not lifted and not yet ended (decision 36).
    restrictions: sql`(select json_agg(json_build_object('kind', p.kind,
        'starts_at', p.starts_at, 'ends_at', p.ends_at)) from ${playerRestrictions} p
        where p.user_id = ${userId} and p.lifted_at is null and p.ends_at > ${at})`,
  });
  return db.select({ facts }).from(games).where(eq(games.id, gameId));
}

type FactsQuery = ReturnType<typeof bookingFactsQuery>;
/** The fast path's facts statement, prepared once per database handle. */
const preparedFacts = new WeakMap<object, ReturnType<FactsQuery['prepare']>>();

/**
 * Everything a booking checks and answers, in one statement: under the game's and the player's
 * locks on the way that decides under them, without locks on the fast path (`prepared`).
 */
export async function readBookingFacts(
  tx: DbExecutor,
  input: BookingRequest,
  now: Date,
  options: { prepared?: boolean } = {},
): Promise<BookingFacts> {
  const { userId, gameId } = input;
  const params = { gameId, userId, at: now.toISOString(), key: input.idempotencyKey ?? null };
  let query = options.prepared ? preparedFacts.get(tx) : undefined;
  if (options.prepared && !query) {
    query = bookingFactsQuery(tx, false).prepare('booking_facts_unlocked');
    preparedFacts.set(tx, query);
  }
  const [row] = query ? await query.execute(params) : await bookingFactsQuery(tx, true).execute(params);
  const facts = row?.facts;
  // A team match's game is not a pickup game: only the team-match use cases book it (decision 22).
  if (!facts || facts.game.origin !== 'pickup') throw notFound('game_not_found');
  return {
    game: {
      ...facts.game,
      startsAt: new Date(facts.game.startsAt),
      registrationOpensAt: new Date(facts.game.registrationOpensAt),
    },
    gameTerms: facts.gameTerms,
    holdsExpired: facts.holdsExpired,
    standing: {
      userId,
      gamesPlayed: facts.gamesPlayed ?? 0,
      isFirstGame: !facts.discountUsed,
      level: playerLevel({ skillOverall: facts.skillOverall, experienceLevel: facts.experienceLevel }),
    },
    hasActiveBooking: facts.hasActiveBooking,
    restrictions: (facts.restrictions ?? []).map((fact) => ({
      kind: fact.kind,
      startsAt: new Date(fact.starts_at),
      endsAt: new Date(fact.ends_at),
    })),
    balanceQepik: Number(facts.balanceQepik),
    repeatId: facts.repeatId,
    waitlistCount: facts.waitlistCount,
    // In line behind those waitlisted earlier, and behind a lower id at the same moment (as waitlistPosition).
    waitlistPositionOf: (registration) =>
      registration.status === 'waitlisted'
        ? facts.waitlistedBefore +
          (facts.waitlistedSameMoment ?? []).filter((id) => id < registration.id).length +
          1
        : null,
  };
}

/** The SQL condition for a game's bookings that are not cancelled: placed, held or waitlisted. */
export function activeBookingsOf(gameId: string): SQL | undefined {
  return and(eq(gameRegistrations.gameId, gameId), ne(gameRegistrations.status, 'cancelled'));
}

/** The player's booking of a game that is not cancelled, if any. */
export async function findActiveBooking(
  tx: DbExecutor,
  gameId: string,
  userId: string,
): Promise<GameRegistrationRow | undefined> {
  const [row] = await tx
    .select()
    .from(gameRegistrations)
    .where(and(activeBookingsOf(gameId), eq(gameRegistrations.userId, userId)));
  return row;
}
