import { randomBytes } from 'node:crypto';
import { type AdminVenue, type CreateVenue, type UpdateVenue, venueSlugBase } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { type VenueRow, venues } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { getAdminVenue } from './admin-venue-response.js';
import { lockVenue } from './lock-venue.js';

type VenueFields = Omit<UpdateVenue, 'reason'>;

/** The venue's columns from the fields of a request (the same names but two). */
function venueValues<F extends VenueFields>(fields: F) {
  const { pitch_count: pitchCount, opening_hours: openingHours, ...same } = fields;
  return { ...same, pitchCount, openingHours };
}

/** The columns an update sets: only the fields sent. */
function venueColumns(fields: VenueFields): PgUpdateSetSource<typeof venues> {
  return Object.fromEntries(Object.entries(venueValues(fields)).filter(([, value]) => value !== undefined));
}

/** What an update changed, field by field, for the audit log. */
function changedFields(before: VenueRow, after: VenueRow, fields: VenueFields) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const columnOf: Record<string, keyof VenueRow> = {
    pitch_count: 'pitchCount',
    opening_hours: 'openingHours',
  };
  for (const key of Object.keys(fields)) {
    const column = columnOf[key] ?? (key as keyof VenueRow);
    if (JSON.stringify(before[column]) !== JSON.stringify(after[column])) {
      changes[key] = { from: before[column] ?? null, to: after[column] ?? null };
    }
  }
  return changes;
}

/** `POST /admin/venues`: a new venue in the directory, with a stable slug made from its name. */
export async function createVenue(
  db: Db,
  options: { actorId: string; venue: CreateVenue; now?: Date },
): Promise<AdminVenue> {
  const { reason, ...fields } = options.venue;
  const now = options.now ?? new Date();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(venues)
      .values({
        slug: `${venueSlugBase(fields.name)}-${randomBytes(3).toString('hex')}`,
        ...venueValues(fields),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: venues.id });
    if (!row) throw new Error('venue not inserted');
    await recordAudit(tx, {
      actorId: options.actorId,
      action: 'venue.created',
      subjectType: 'venue',
      subjectId: String(row.id),
      reason,
      details: { name: fields.name },
      now,
    });
    return row.id;
  });
  return getAdminVenue(db, { venueId: id, now });
}

/** `PATCH /admin/venues/{id}`: only the fields sent change; the log keeps each one before and after. */
export async function updateVenue(
  db: Db,
  options: { actorId: string; venueId: number; changes: UpdateVenue; now?: Date },
): Promise<AdminVenue> {
  const { reason, ...fields } = options.changes;
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const before = await lockVenue(tx, options.venueId);
    const columns = venueColumns(fields);
    if (Object.keys(columns).length === 0) return;
    const [after] = await tx
      .update(venues)
      .set({ ...columns, updatedAt: now })
      .where(eq(venues.id, before.id))
      .returning();
    if (!after) throw notFound('venue_not_found');
    const changes = changedFields(before, after, fields);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        actorId: options.actorId,
        action: 'venue.updated',
        subjectType: 'venue',
        subjectId: String(before.id),
        reason,
        details: { changes },
        now,
      });
    }
  });
  return getAdminVenue(db, { venueId: options.venueId, now });
}
