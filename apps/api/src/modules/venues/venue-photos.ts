import { randomUUID } from 'node:crypto';
import { type AdminVenue, VENUE_PHOTOS_MAX, VENUE_PHOTO_SIZE } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { type VenueRow, venues } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { storePhoto } from '../../lib/store-photo.js';
import { type AuditEntry, recordAudit } from '../audit/record-audit.js';
import { getAdminVenue } from './admin-venue-response.js';
import { lockVenue } from './lock-venue.js';

export interface VenuePhotoOptions {
  actorId: string;
  venueId: number;
  storage: FileStorage;
  /** Told when a removed file could not be deleted (the change itself stands). */
  onCleanupError?: (url: string, error: unknown) => void;
}

/** Writes a locked venue's new photos, in the transaction that records the change in the audit log. */
async function changePhotos(
  tx: DbExecutor,
  venue: VenueRow,
  photos: VenueRow['photos'],
  audit: Pick<AuditEntry, 'actorId' | 'action' | 'details'>,
): Promise<void> {
  await tx.update(venues).set({ photos, updatedAt: new Date() }).where(eq(venues.id, venue.id));
  await recordAudit(tx, { ...audit, subjectType: 'venue', subjectId: String(venue.id) });
}

/**
 * `POST /admin/venues/{id}/photos`: the profile photo's checks (a JPEG or PNG by content, at most
 * 5 MB and 8000 x 8000, decoding capped, metadata dropped), cropped to 16:9 instead of a square.
 * The venue is checked before the image is decoded; the file is stored before the row changes
 * and removed again when the change fails.
 */
export async function addVenuePhoto(
  db: Db,
  options: VenuePhotoOptions & { photo: Buffer },
): Promise<AdminVenue> {
  const [venue] = await db
    .select({ photos: venues.photos })
    .from(venues)
    .where(eq(venues.id, options.venueId));
  if (!venue) throw notFound('venue_not_found');
  if (venue.photos.length >= VENUE_PHOTOS_MAX) throw new AppError('venue_photos_full', 422);

  const stored = { bytes: options.photo, folder: 'venues', output: VENUE_PHOTO_SIZE };
  await storePhoto(options.storage, stored, (url) =>
    db.transaction(async (tx) => {
      const locked = await lockVenue(tx, options.venueId);
      if (locked.photos.length >= VENUE_PHOTOS_MAX) throw new AppError('venue_photos_full', 422);
      const photo = { id: randomUUID(), url };
      await changePhotos(tx, locked, [...locked.photos, photo], {
        actorId: options.actorId,
        action: 'venue.photo_added',
        details: { photo_id: photo.id, url },
      });
    }),
  );
  return getAdminVenue(db, { venueId: options.venueId });
}

/** `DELETE /admin/venues/{id}/photos/{photoId}`: the photo leaves the venue, then its file is deleted. */
export async function removeVenuePhoto(
  db: Db,
  options: VenuePhotoOptions & { photoId: string },
): Promise<AdminVenue> {
  const removed = await db.transaction(async (tx) => {
    const venue = await lockVenue(tx, options.venueId);
    const photo = venue.photos.find((candidate) => candidate.id === options.photoId);
    if (!photo) throw notFound('venue_photo_not_found');
    await changePhotos(
      tx,
      venue,
      venue.photos.filter((candidate) => candidate.id !== photo.id),
      {
        actorId: options.actorId,
        action: 'venue.photo_removed',
        details: { photo_id: photo.id, url: photo.url },
      },
    );
    return photo;
  });
  await options.storage
    .removeByUrl(removed.url)
    .catch((error: unknown) => options.onCleanupError?.(removed.url, error));
  return getAdminVenue(db, { venueId: options.venueId });
}
