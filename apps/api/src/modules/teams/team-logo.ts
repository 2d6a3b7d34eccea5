import type { TeamDetail } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teams } from '../../db/schema.js';
import type { FileStorage } from '../../lib/file-storage.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { processProfilePhoto } from '../../lib/profile-photo.js';
import { getTeam } from './get-team.js';
import { assertTeamCan, findTeam, lockTeam, roleInTeam } from './team-access.js';

export interface TeamLogoOptions {
  actor: AuthUser;
  teamId: string;
  storage: FileStorage;
  /** Told when a replaced file could not be removed (the change itself stands). */
  onCleanupError?: (url: string, error: unknown) => void;
}

/** Points the team at `url` (or none) under its lock and removes the file it pointed at before. */
async function replaceLogoUrl(db: Db, options: TeamLogoOptions, url: string | null): Promise<TeamDetail> {
  const previous = await db.transaction(async (tx) => {
    const team = await lockTeam(tx, options.teamId);
    assertTeamCan(options.actor, await roleInTeam(tx, team.id, options.actor.id), 'edit');
    await tx.update(teams).set({ logoUrl: url, updatedAt: new Date() }).where(eq(teams.id, team.id));
    return team.logoUrl;
  });
  if (previous && previous !== url)
    await options.storage
      .removeByUrl(previous)
      .catch((error: unknown) => options.onCleanupError?.(previous, error));
  return getTeam(db, { teamId: options.teamId, actor: options.actor });
}

/**
 * `POST /teams/{id}/logo`: the captain uploads a logo, checked and re-encoded exactly as a profile
 * photo is (a JPEG or PNG by content, at most 8000 x 8000, a 512 x 512 JPEG without metadata).
 * The permission is checked before the image is decoded.
 */
export async function uploadTeamLogo(
  db: Db,
  options: TeamLogoOptions & { logo: Buffer },
): Promise<TeamDetail> {
  const team = await findTeam(db, options.teamId);
  assertTeamCan(options.actor, await roleInTeam(db, team.id, options.actor.id), 'edit');
  const processed = await processProfilePhoto(options.logo);
  const url = await options.storage.save({
    folder: 'team-logos',
    extension: processed.extension,
    data: processed.data,
    contentType: processed.contentType,
  });
  try {
    return await replaceLogoUrl(db, options, url);
  } catch (error) {
    await options.storage.removeByUrl(url).catch(() => undefined);
    throw error;
  }
}

/** `DELETE /teams/{id}/logo`: back to the team's colours. */
export function removeTeamLogo(db: Db, options: TeamLogoOptions): Promise<TeamDetail> {
  return replaceLogoUrl(db, options, null);
}
