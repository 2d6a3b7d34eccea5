import { lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { deleteInBatches } from '../../db/delete-in-batches.js';
import { auditLog } from '../../db/schema.js';

/**
 * The audit log keeps five years, the time bookkeeping records are kept for: its entries include
 * the money desk's adjustments and refunds (docs/decisions/0086-retention.md).
 */
export const AUDIT_RETENTION_YEARS = 5;

/** Deletes the audit entries past their retention; returns how many went. */
export function pruneAuditLog(db: DbExecutor, now: Date): Promise<number> {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - AUDIT_RETENTION_YEARS);
  return deleteInBatches(db, auditLog, lt(auditLog.createdAt, before));
}
