import { bakuDate, skillLevel, levelFits } from '@oyna/shared';
import { and, asc, count, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { addGuest } from '../modules/games/add-guest.js';
import { registerForGame } from '../modules/games/register-for-game.js';
import { postLedgerEntry } from '../modules/wallet/post-ledger-entry.js';
import type { DbExecutor } from '../db/database.js';
import {
  gameRegistrations,
  games,
  playerRestrictions,
  teamMatches,
  teamMembers,
  users,
} from '../db/schema.js';
import { generateGameSeeds } from './game-seeds.js';
import { insertPastGames, recordPastResults } from './seed-past-results.js';
import { DEMO_PLAYER, findDemoPlayer, seedPlayers, seedVenues } from './seed-queries.js';
import { gameHooks } from '../module-hooks.js';

const DEMO_ORGANIZER = 'organizer@demo.az';

/**
 * The demo's games, run by the demo organizer: upcoming ones with seeded players in them (cash, to
 * be paid at the venue) and waitlists on the full ones; the past four weeks' completed games with
 * their results, votes and ratings; the demo player gets a welcome bonus and two bookings. Does
 * nothing when the demo organizer already has games. `beforeResults` runs once every game and
 * booking is written and before the past results are: what it confirms (the demo's team matches)
 * is rated by the one replay of the past results instead of replaying the whole month each time.
 */
export async function seedGames(
  db: DbExecutor,
  now: Date = new Date(),
  beforeResults?: () => Promise<void>,
): Promise<{ upcoming: number; completed: number }> {
  const nothing = { upcoming: 0, completed: 0 };
  const [organizer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ORGANIZER));
  if (!organizer) return nothing;
  const [existing] = await db
    .select({ total: count() })
    .from(games)
    .where(eq(games.organizerId, organizer.id));
  if ((existing?.total ?? 0) > 0) return nothing;

  const venueRows = await seedVenues(db);
  const players = await seedPlayers(db);
  const seeds = generateGameSeeds(venueRows, bakuDate(now)).filter(
    (seed) => seed.game.startsAt instanceof Date && seed.game.startsAt.getTime() > now.getTime() + 3_600_000,
  );

  let cursor = 0;
  for (const seed of seeds) {
    const fits = players.filter((player) =>
      levelFits(skillLevel(player.skill ?? 0), seed.game.minLevel ?? null, seed.game.maxLevel ?? null),
    );
    const wanted = seed.fill.confirmed + seed.fill.waitlisted;
    const chosen = Array.from({ length: Math.min(wanted, fits.length) }, (_, index) => {
      const player = fits[(cursor + index * 7) % fits.length];
      if (!player) throw new Error('no seeded player');
      return player;
    });
    cursor += 13;
    const confirmed = chosen.slice(0, seed.fill.confirmed);
    const waitlisted = chosen.slice(seed.fill.confirmed);
    const [game] = await db
      .insert(games)
      .values({ ...seed.game, organizerId: organizer.id, placesTaken: confirmed.length })
      .returning({ id: games.id, startsAt: games.startsAt, priceQepik: games.priceQepik });
    if (!game || chosen.length === 0) continue;
    const bookedAt = new Date(now.getTime() - 3 * 3_600_000);
    await db.insert(gameRegistrations).values([
      ...confirmed.map((player, index) => ({
        gameId: game.id,
        userId: player.id,
        status: 'confirmed' as const,
        paymentMethod: 'cash' as const,
        priceQepik: game.priceQepik,
        createdAt: new Date(bookedAt.getTime() + index * 60_000),
      })),
      ...waitlisted.map((player, index) => ({
        gameId: game.id,
        userId: player.id,
        status: 'waitlisted' as const,
        paymentMethod: 'cash' as const,
        priceQepik: game.priceQepik,
        waitlistedAt: new Date(bookedAt.getTime() + (confirmed.length + index) * 60_000),
        createdAt: new Date(bookedAt.getTime() + (confirmed.length + index) * 60_000),
      })),
    ]);
  }
  const past = await insertPastGames(db, organizer.id, now);
  await beforeResults?.();
  const completed = past ? await recordPastResults(db, past) : 0;
  // After the results: the booking's price depends on the games the player has played.
  await seedDemoPlayerBookings(db, now);
  await seedGuests(db, now);
  return { upcoming: seeds.length, completed };
}

/** The demo player starts with 50 ₼ and two upcoming games: one paid from the wallet, one in cash. */
async function seedDemoPlayerBookings(db: DbExecutor, now: Date): Promise<void> {
  const player = await findDemoPlayer(db);
  if (!player) return;
  await postLedgerEntry(db, {
    userId: player.id,
    kind: 'bonus',
    amountQepik: 5000,
    idempotencyKey: `seed:welcome:${player.id}`,
    reference: { type: 'seed', id: 'welcome' },
    description: { key: 'bonus', params: { reason: 'welcome' } },
  });
  const open = await db
    .select({
      id: games.id,
      placesTaken: games.placesTaken,
      capacity: games.capacity,
      minLevel: games.minLevel,
      maxLevel: games.maxLevel,
      startsAt: games.startsAt,
      durationMinutes: games.durationMinutes,
    })
    .from(games)
    .where(and(gt(games.startsAt, now), eq(games.origin, 'pickup')))
    .orderBy(asc(games.startsAt), asc(games.id));
  const fixtures = await teamFixturesOf(db, player.id, now);
  // Open to every level, so the demo player's own level can never refuse the booking; never
  // during a match of one of their teams.
  const candidates = open.filter(
    (game) =>
      game.placesTaken < game.capacity - 2 &&
      game.minLevel === null &&
      game.maxLevel === null &&
      !fixtures.some((fixture) => overlaps(fixture, game)),
  );
  const [first, second] = [candidates[2], candidates[9]];
  if (first)
    await registerForGame(db, {
      hooks: gameHooks,
      userId: player.id,
      gameId: first.id,
      paymentMethod: 'balance',
      now,
    });
  if (second)
    await registerForGame(db, {
      hooks: gameHooks,
      userId: player.id,
      gameId: second.id,
      paymentMethod: 'cash',
      now,
    });
}

interface Span {
  startsAt: Date;
  durationMinutes: number;
}

function overlaps(a: Span, b: Span): boolean {
  const end = (span: Span) => span.startsAt.getTime() + span.durationMinutes * 60_000;
  return a.startsAt.getTime() < end(b) && b.startsAt.getTime() < end(a);
}

/** The upcoming matches (challenged or accepted) of the teams the player is in. */
async function teamFixturesOf(db: DbExecutor, userId: string, now: Date): Promise<Span[]> {
  return db
    .selectDistinct({ startsAt: teamMatches.startsAt, durationMinutes: teamMatches.durationMinutes })
    .from(teamMatches)
    .innerJoin(
      teamMembers,
      or(eq(teamMembers.teamId, teamMatches.homeTeamId), eq(teamMembers.teamId, teamMatches.awayTeamId)),
    )
    .where(
      and(
        eq(teamMembers.userId, userId),
        isNull(teamMembers.leftAt),
        inArray(teamMatches.status, ['proposed', 'accepted']),
        gt(teamMatches.startsAt, now),
      ),
    );
}

const GUEST_NAMES = ['Tofiq', 'Samir', 'Leyla', 'Ramil', 'Fuad'] as const;

/**
 * A few seeded players bring a guest, so the demo shows "guest of": every fifth upcoming game with
 * room to spare, its first confirmed player, the guest's price given to them as a bonus and paid
 * through the real use case (the wallet and its ledger stay equal).
 */
async function seedGuests(db: DbExecutor, now: Date): Promise<void> {
  const open = await db
    .select({
      id: games.id,
      placesTaken: games.placesTaken,
      capacity: games.capacity,
      priceQepik: games.priceQepik,
    })
    .from(games)
    .where(and(gt(games.startsAt, now), eq(games.status, 'open'), eq(games.origin, 'pickup')))
    .orderBy(asc(games.startsAt), asc(games.id));
  const roomy = open.filter((game) => game.placesTaken > 0 && game.placesTaken < game.capacity - 2);
  for (const [index, game] of roomy.filter((_, position) => position % 5 === 1).entries()) {
    const [booker] = await db
      .select({ userId: gameRegistrations.userId })
      .from(gameRegistrations)
      .innerJoin(users, eq(users.id, gameRegistrations.userId))
      .where(
        and(
          eq(gameRegistrations.gameId, game.id),
          eq(gameRegistrations.status, 'confirmed'),
          ne(users.email, DEMO_PLAYER),
          // A player the no-show policy keeps from booking cannot bring a guest either (decision 36).
          sql`not exists (select 1 from ${playerRestrictions} p where p.user_id = ${users.id}
            and p.kind = 'booking_blocked' and p.lifted_at is null and p.starts_at <= ${now.toISOString()}::timestamptz
            and p.ends_at > ${now.toISOString()}::timestamptz)`,
        ),
      )
      .orderBy(asc(gameRegistrations.createdAt));
    if (!booker) continue;
    if (game.priceQepik > 0) {
      await postLedgerEntry(db, {
        userId: booker.userId,
        kind: 'bonus',
        amountQepik: game.priceQepik,
        idempotencyKey: `seed:guest:${game.id}`,
        reference: { type: 'seed', id: `guest:${game.id}` },
        description: { key: 'bonus', params: {} },
      });
    }
    const name = GUEST_NAMES[index % GUEST_NAMES.length] ?? 'Qonaq';
    await addGuest(db, { hooks: gameHooks, userId: booker.userId, gameId: game.id, name, now });
  }
}
