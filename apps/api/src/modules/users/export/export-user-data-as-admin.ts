import type { Db } from '../../../db/database.js';
import { recordAudit } from '../../audit/record-audit.js';
import { type DataExport, buildDataExport } from './build-data-export.js';

/**
 * An admin's export of a player's data on the player's written request (issue 34, decision 90): the
 * same ZIP the player downloads, and an audit row naming who took it and why.
 */
export async function exportUserDataAsAdmin(
  db: Db,
  options: { actorId: string; userId: string; reason: string; now?: Date },
): Promise<DataExport> {
  const now = options.now ?? new Date();
  const built = await buildDataExport(db, { userId: options.userId, now });
  await recordAudit(db, {
    actorId: options.actorId,
    action: 'user.data_exported',
    subjectType: 'user',
    subjectId: options.userId,
    reason: options.reason,
    details: { bytes: built.zip.byteLength },
    now,
  });
  return built;
}
