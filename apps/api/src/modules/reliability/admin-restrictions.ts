import {
  type AdminRestriction,
  type AdminRestrictionsResponse,
  type LiftRestrictionInput,
  type OrganizerFlagsResponse,
  type adminRestrictionsQuerySchema,
  organizerCancellationRate,
  restrictionInForce,
  RELIABILITY_POLICY,
} from '@oyna/shared';
import { type SQL, and, count, desc, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/database.js';
import { games, playerRestrictions, users } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { recordAudit } from '../audit/record-audit.js';
import { pageOf, readPage } from '../../lib/page-query.js';

export type AdminRestrictionsQueryInput = z.output<typeof adminRestrictionsQuerySchema>;

const lifters = alias(users, 'lifter');
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

function conditions(query: AdminRestrictionsQueryInput, now: Date): SQL | undefined {
  const state: Record<AdminRestrictionsQueryInput['state'], SQL | undefined> = {
    in_force: and(
      isNull(playerRestrictions.liftedAt),
      lte(playerRestrictions.startsAt, now),
      gt(playerRestrictions.endsAt, now),
    ),
    lifted: isNotNull(playerRestrictions.liftedAt),
    ended: and(isNull(playerRestrictions.liftedAt), lte(playerRestrictions.endsAt, now)),
    all: undefined,
  };
  const list = [
    state[query.state],
    query.kind ? eq(playerRestrictions.kind, query.kind) : undefined,
    query.user_id ? eq(playerRestrictions.userId, query.user_id) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return list.length > 0 ? and(...list) : undefined;
}

/** Restrictions with the names of their player and of the admin who lifted them, for `namedRestriction`. */
function selectNamedRestrictions(db: DbExecutor) {
  return db
    .select({
      row: playerRestrictions,
      first: users.firstName,
      last: users.lastName,
      lifterFirst: lifters.firstName,
      lifterLast: lifters.lastName,
    })
    .from(playerRestrictions)
    .innerJoin(users, eq(users.id, playerRestrictions.userId))
    .leftJoin(lifters, eq(lifters.id, playerRestrictions.liftedBy));
}

type NamedRestrictionRow = Awaited<ReturnType<typeof selectNamedRestrictions>>[number];

/** A row of `selectNamedRestrictions` as the admin's answers show it. */
function namedRestriction(
  { row, first, last, lifterFirst, lifterLast }: NamedRestrictionRow,
  now: Date,
): AdminRestriction {
  return toAdminRestriction(
    row,
    fullName(first, last),
    row.liftedBy ? fullName(lifterFirst, lifterLast) : null,
    now,
  );
}

/** `GET /admin/restrictions`: restrictions with their players, those ending last first. */
export async function listRestrictions(
  db: DbExecutor,
  input: { query: AdminRestrictionsQueryInput; now?: Date },
): Promise<AdminRestrictionsResponse> {
  const now = input.now ?? new Date();
  const { query } = input;
  const where = conditions(query, now);
  const { rows, total } = await readPage(
    selectNamedRestrictions(db)
      .where(where)
      .orderBy(desc(playerRestrictions.endsAt), desc(playerRestrictions.id))
      .$dynamic(),
    db.select({ total: count() }).from(playerRestrictions).where(where),
    query,
  );
  return pageOf(
    rows.map((row) => namedRestriction(row, now)),
    total,
    query,
  );
}

function toAdminRestriction(
  row: typeof playerRestrictions.$inferSelect,
  userName: string,
  lifterName: string | null,
  now: Date,
): AdminRestriction {
  return {
    id: row.id,
    kind: row.kind,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    weight: row.weight,
    user: { id: row.userId, full_name: userName },
    in_force: restrictionInForce(row, now),
    lifted_at: row.liftedAt?.toISOString() ?? null,
    lifted_by: row.liftedBy && lifterName !== null ? { id: row.liftedBy, full_name: lifterName } : null,
    lift_reason: row.liftReason,
  };
}

/** An admin lifts a restriction with a reason, in one transaction with its audit row. */
export async function liftRestriction(
  db: Db,
  input: { actor: AuthUser; restrictionId: string; body: LiftRestrictionInput; now?: Date },
): Promise<AdminRestriction> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(playerRestrictions)
      .where(eq(playerRestrictions.id, input.restrictionId))
      .for('update');
    if (!row) throw new AppError('restriction_not_found', 404);
    if (row.liftedAt) throw new AppError('restriction_already_lifted', 409);
    await tx
      .update(playerRestrictions)
      .set({ liftedAt: now, liftedBy: input.actor.id, liftReason: input.body.reason })
      .where(eq(playerRestrictions.id, row.id));
    await recordAudit(tx, {
      actorId: input.actor.id,
      action: 'restriction.lifted',
      subjectType: 'restriction',
      subjectId: row.id,
      reason: input.body.reason,
      details: { user_id: row.userId, kind: row.kind, ends_at: row.endsAt.toISOString() },
      now,
    });
    const [lifted] = await selectNamedRestrictions(tx).where(eq(playerRestrictions.id, row.id));
    if (!lifted) throw new Error('restriction not updated');
    return namedRestriction(lifted, now);
  });
}

/** `GET /admin/organizer-flags`: organizers whose cancellation rate over the window is above the limit. */
export async function listOrganizerFlags(
  db: DbExecutor,
  input: { now?: Date },
): Promise<OrganizerFlagsResponse> {
  const now = input.now ?? new Date();
  const from = new Date(now.getTime() - RELIABILITY_POLICY.organizerWindowDays * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({
      organizerId: games.organizerId,
      first: users.firstName,
      last: users.lastName,
      startsAt: games.startsAt,
      cancelledAt: games.cancelledAt,
      cancelledBy: games.cancelledBy,
    })
    .from(games)
    .innerJoin(users, eq(users.id, games.organizerId))
    .where(
      and(
        eq(games.origin, 'pickup'),
        or(
          and(gt(games.startsAt, from), lte(games.startsAt, now)),
          and(gt(games.cancelledAt, from), lte(games.cancelledAt, now)),
        ),
      ),
    );
  const byOrganizer = new Map<string, typeof rows>();
  for (const row of rows)
    byOrganizer.set(row.organizerId, [...(byOrganizer.get(row.organizerId) ?? []), row]);
  const items = [...byOrganizer.entries()]
    .map(([organizerId, list]) => {
      const standing = organizerCancellationRate(
        list.map((row) => ({
          startsAt: row.startsAt,
          cancelledAt: row.cancelledAt,
          cancelledByOrganizer: row.cancelledBy === organizerId,
        })),
        now,
      );
      const first = list[0];
      return {
        ...standing,
        organizer: { id: organizerId, full_name: fullName(first?.first ?? null, first?.last ?? null) },
      };
    })
    .filter((flag) => flag.warned)
    .sort((a, b) => b.rate - a.rate);
  return { items };
}
