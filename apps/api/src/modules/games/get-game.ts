import { type GameDetail, registrationOpensFor, whatsappNumber } from '@oyna/shared';
import { playerStrength } from '@oyna/balancer';
import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { gameRegistrations, games, playerRatings, users } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { playerForViewer, shownIf } from '../users/player-for-viewer.js';
import { playerIdentityColumns, playerIdentityFor } from '../users/player-identity.js';
import { toVenueResponse } from '../venues/venue-response.js';
import { canManage, isGameReferee } from './game-access.js';
import { loadPlayerIdentity } from '../users/load-player-identity.js';
import { listGameGuests } from './game-guests.js';
import { selectGames } from './game-queries.js';
import { toGameSummary, toMyRegistration } from './game-response.js';
import { loadPlayerStanding } from './player-standing.js';
import { waitlistPosition } from './registration-view.js';

/**
 * The organizer's number for a WhatsApp chat: shown only to a signed-in user, only when the
 * organizer allows it, and only when it is a mobile number (decision 87).
 */
function organizerWhatsapp(
  organizer: { phone: string | null; whatsappContactAllowed: boolean } | undefined,
  actor: AuthUser | null,
): string | null {
  if (!actor || !organizer?.whatsappContactAllowed) return null;
  const digits = whatsappNumber(organizer.phone);
  return digits ? `+${digits}` : null;
}

/** Everything about one game: the venue, the confirmed players and, when signed in, my booking and price. */
export async function getGame(
  db: DbExecutor,
  input: { gameId: string; actor: AuthUser | null; now?: Date },
): Promise<GameDetail> {
  const now = input.now ?? new Date();
  const { rows } = await selectGames(db, {
    where: eq(games.id, input.gameId),
    orderBy: [],
    userId: input.actor?.id ?? null,
  });
  const row = rows[0];
  if (!row) throw notFound('game_not_found');
  const standing = input.actor ? await loadPlayerStanding(db, input.actor.id) : null;

  const [organizer] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      whatsappContactAllowed: users.whatsappContactAllowed,
    })
    .from(users)
    .where(eq(users.id, row.game.organizerId));
  const players = await db
    .select({
      ...playerIdentityColumns(users),
      position: users.primaryPosition,
      jerseyNumber: users.jerseyNumber,
      rating: playerRatings.rating,
      ratedGames: playerRatings.ratedGames,
      selfRating: users.skillOverall,
      profileVisibility: users.profileVisibility,
    })
    .from(gameRegistrations)
    .innerJoin(users, eq(users.id, gameRegistrations.userId))
    .leftJoin(playerRatings, eq(playerRatings.userId, users.id))
    .where(and(eq(gameRegistrations.gameId, row.game.id), eq(gameRegistrations.status, 'confirmed')))
    .orderBy(asc(gameRegistrations.createdAt));

  const organizes = canManage(input.actor, row.game);
  const mine = row.myRegistration;
  return {
    ...toGameSummary(row, standing, now),
    description: row.game.description,
    venue: toVenueResponse(row.venue),
    organizer: {
      id: row.game.organizerId,
      first_name: organizer?.firstName ?? '',
      last_name: organizer?.lastName ?? '',
      whatsapp_phone: organizerWhatsapp(organizer, input.actor),
    },
    series_id: row.game.seriesId,
    players: players.map((player) => {
      const visible = playerForViewer(player, { user: input.actor, organizesGame: organizes });
      return {
        ...playerIdentityFor(player, visible),
        position: shownIf(visible.lineup, player.position),
        jersey_number: shownIf(visible.lineup, player.jerseyNumber),
        // The same number the sides show, so a game page never shows two numbers for one player.
        strength: shownIf(
          visible.game,
          playerStrength({
            rating: player.rating,
            selfOverall: player.selfRating,
            gamesPlayed: player.ratedGames ?? 0,
          }),
        ),
        rating: shownIf(visible.rating, player.rating),
      };
    }),
    guests: await listGameGuests(db, row.game.id, { viewer: input.actor }),
    my_registration: mine ? toMyRegistration(mine, await waitlistPosition(db, mine)) : null,
    my_registration_opens_at: standing
      ? registrationOpensFor(row.game.registrationOpensAt, standing.gamesPlayed).toISOString()
      : null,
    my_level: standing?.level ?? null,
    can_manage: organizes,
    referee: await loadPlayerIdentity(db, row.game.hasReferee ? row.game.refereeId : null),
    is_referee: isGameReferee(input.actor, row.game),
  };
}
