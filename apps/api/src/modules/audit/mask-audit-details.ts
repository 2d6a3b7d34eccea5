import { and, eq, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { auditLog } from '../../db/schema.js';
import { jsonMentions, jsonWithout } from '../../lib/erased-text.js';

/**
 * The audit rows about or by an erased person keep what happened and why, not who they were
 * (docs/decisions/0091): their email, phone and names in the details (a corrected email's old and new
 * address, a reason that named them) become ERASED_MARK. The ids stay: they name nobody any more.
 */
export async function maskAuditDetails(
  tx: DbExecutor,
  options: { userId: string; identifiers: readonly string[] },
): Promise<void> {
  if (options.identifiers.length === 0) return;
  await tx
    .update(auditLog)
    .set({ details: jsonWithout(auditLog.details, options.identifiers) })
    .where(
      and(
        or(
          eq(auditLog.subjectId, options.userId),
          eq(auditLog.actorUserId, options.userId),
          sql`strpos(${auditLog.details}::text, ${options.userId}) > 0`,
        ),
        jsonMentions(auditLog.details, options.identifiers),
      ),
    );
}
