import {
  LOYALTY_TIER_RULES,
  type LoyaltyTier,
  PLAYER_SEARCH_MIN_LENGTH,
  type UserListItem,
  type UserListResponse,
  type userListQuerySchema,
  bakuDayEnd,
  bakuDayStart,
  fieldMessage,
  type Language,
  loyaltyTierFor,
} from '@oyna/shared';
import { type SQL, and, asc, desc, eq, gte, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/database.js';
import { containsFolded } from '../../db/folded-search.js';
import { gameRegistrations, games, users } from '../../db/schema.js';
import { AppError, forbidden } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { playerForViewer, shownIf } from './player-for-viewer.js';
import { playerIdentity } from './player-identity.js';

export type UserListQueryInput = z.output<typeof userListQuerySchema>;

/** Games played per user, as loyalty counts them (decision 14): one grouped pass. */
function playedCounts(db: DbExecutor) {
  return db.$with('played').as(
    db
      .select({
        userId: gameRegistrations.userId,
        gamesPlayed: sql<number>`count(*)::int`.as('games_played'),
      })
      .from(gameRegistrations)
      .innerJoin(games, eq(games.id, gameRegistrations.gameId))
      .where(
        and(
          eq(gameRegistrations.status, 'confirmed'),
          sql`${gameRegistrations.attendance} is distinct from 'no_show'`,
          eq(games.status, 'completed'),
        ),
      )
      .groupBy(gameRegistrations.userId),
  );
}

/** The games-played range of a tier: its own minimum up to the next tier's, exclusive. */
function tierRange(tier: LoyaltyTier): { min: number; maxExclusive: number | null } {
  const index = LOYALTY_TIER_RULES.findIndex((rule) => rule.tier === tier);
  const rule = LOYALTY_TIER_RULES[index];
  const next = LOYALTY_TIER_RULES[index + 1];
  return { min: rule?.minGames ?? 0, maxExclusive: next?.minGames ?? null };
}

/** Digits a person typed for a phone number, without the country code or trunk 0: "050 123" -> "50123". */
function phoneDigits(search: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '').replace(/^(00994|994|0)/, '');
  return digits.length >= 4 ? digits : null;
}

const ADMIN_ONLY_FILTERS = [
  'role',
  'tier',
  'status',
  'onboarding_done',
  'created_from',
  'created_to',
  'sort',
] as const;

/**
 * `GET /users`. Admins search every account by name, email or phone (Azerbaijani letters folded,
 * decision 2) with every filter. Organizers find players to invite by name only: active accounts
 * that finished onboarding, at least two letters typed, and no account data (docs/decisions/0019).
 */
export async function listUsers(
  db: DbExecutor,
  options: { viewer: AuthUser; query: UserListQueryInput; language: Language },
): Promise<UserListResponse> {
  const { viewer, query } = options;
  const isAdmin = viewer.role === 'admin';
  if (!isAdmin) {
    if (viewer.role !== 'organizer') throw forbidden();
    if (ADMIN_ONLY_FILTERS.some((filter) => query[filter] !== undefined)) throw forbidden();
    if ((query.search ?? '').length < PLAYER_SEARCH_MIN_LENGTH) {
      throw new AppError('validation_failed', 400, {
        fields: { search: fieldMessage('player_search_too_short', options.language) },
      });
    }
  }

  const played = playedCounts(db);
  const gamesPlayed = sql<number>`coalesce(${played.gamesPlayed}, 0)`;
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    if (isAdmin) {
      const digits = phoneDigits(query.search);
      conditions.push(
        or(
          containsFolded([users.firstName, users.lastName, sql`coalesce(${users.email}, '')`], query.search),
          digits ? sql`${users.phone} like ${`%${digits}%`}` : undefined,
        ),
      );
    } else {
      conditions.push(containsFolded([users.firstName, users.lastName], query.search));
    }
  }
  if (isAdmin) {
    if (query.role) conditions.push(eq(users.role, query.role));
    if (query.status)
      conditions.push(query.status === 'blocked' ? isNotNull(users.blockedAt) : isNull(users.blockedAt));
    if (query.onboarding_done !== undefined) {
      conditions.push(
        query.onboarding_done ? isNotNull(users.onboardingCompletedAt) : isNull(users.onboardingCompletedAt),
      );
    }
    if (query.created_from) conditions.push(gte(users.createdAt, bakuDayStart(query.created_from)));
    if (query.created_to) conditions.push(lt(users.createdAt, bakuDayEnd(query.created_to)));
    if (query.tier) {
      const range = tierRange(query.tier);
      conditions.push(sql`${gamesPlayed} >= ${range.min}`);
      if (range.maxExclusive !== null) conditions.push(sql`${gamesPlayed} < ${range.maxExclusive}`);
    }
  } else {
    conditions.push(isNull(users.blockedAt), isNotNull(users.onboardingCompletedAt), ne(users.id, viewer.id));
  }
  const where = and(...conditions.filter((condition): condition is SQL => condition !== undefined));

  const byName = [asc(users.firstName), asc(users.lastName), asc(users.id)];
  const order = {
    created_desc: [desc(users.createdAt), desc(users.id)],
    created_asc: [asc(users.createdAt), asc(users.id)],
    name_asc: byName,
    name_desc: [desc(users.firstName), desc(users.lastName), desc(users.id)],
    games_desc: [desc(gamesPlayed), ...byName],
  }[query.sort ?? (isAdmin ? 'created_desc' : 'name_asc')];

  const rows = await db
    .with(played)
    .select({
      user: users,
      gamesPlayed,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(users)
    .leftJoin(played, eq(played.userId, users.id))
    .where(where)
    .orderBy(...order)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);

  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await db
      .with(played)
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .leftJoin(played, eq(played.userId, users.id))
      .where(where);
    total = counted?.total ?? 0;
  }

  return {
    items: rows.map(({ user, gamesPlayed: count }): UserListItem => {
      return {
        ...playerIdentity(user),
        full_name: [user.firstName, user.lastName].filter(Boolean).join(' '),
        profile_visibility: user.profileVisibility,
        primary_position: shownIf(playerForViewer(user, { user: viewer }).lineup, user.primaryPosition),
        account: isAdmin
          ? {
              email: user.email,
              phone: user.phone,
              role: user.role,
              status: user.blockedAt ? 'blocked' : 'active',
              blocked_at: user.blockedAt?.toISOString() ?? null,
              tier: loyaltyTierFor(Number(count)).tier,
              games_played: Number(count),
              onboarding_done: user.onboardingCompletedAt !== null,
              language: user.language,
              created_at: user.createdAt.toISOString(),
            }
          : null,
      };
    }),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}
