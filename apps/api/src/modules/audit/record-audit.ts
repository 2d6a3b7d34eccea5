import type { AuditAction, AuditSubjectType } from '@oyna/shared';
import type { DbExecutor } from '../../db/database.js';
import { auditLog } from '../../db/schema.js';

export interface AuditEntry {
  /** The admin who acted; null for the system (a job). */
  actorId: string | null;
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: string;
  /** The admin's reason, when the change needs one. */
  reason?: string | undefined;
  /** What changed, enough to understand it later (e.g. `{ role: { from, to } }`). */
  details?: Record<string, unknown>;
  now?: Date;
}

/**
 * Writes one audit log row in the caller's transaction, so that a change and its record commit
 * or fail together: who, when, what, to which object and why.
 */
export async function recordAudit(tx: DbExecutor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    details: { ...entry.details, ...(entry.reason !== undefined && { reason: entry.reason }) },
    ...(entry.now && { createdAt: entry.now }),
  });
}
