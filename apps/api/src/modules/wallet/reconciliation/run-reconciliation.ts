import { RECONCILIATION_BAKU_HOUR, type ReconciliationReport, bakuWallClock } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { type ReconciliationReportRow, reconciliationReports } from '../../../db/schema.js';
import { recordAudit } from '../../audit/record-audit.js';
import { namesFor } from './list-reconciliation-reports.js';
import { reconcileMoney } from './reconcile-money.js';
import { toReportResponse } from './report-response.js';

/** `POST /admin/reconciliation`: an admin runs the reconciliation now; the report and its audit row commit together. */
export async function runReconciliationNow(
  db: Db,
  options: { adminId: string; now?: Date },
): Promise<ReconciliationReport> {
  const row = await db.transaction(async (tx) => {
    const check = await reconcileMoney(tx);
    const [inserted] = await tx
      .insert(reconciliationReports)
      .values({
        trigger: 'manual',
        startedByUserId: options.adminId,
        ...check,
        ...(options.now && { createdAt: options.now }),
      })
      .returning();
    if (!inserted) throw new Error('reconciliation report not inserted');
    await recordAudit(tx, {
      actorId: options.adminId,
      action: 'wallet.reconciliation_run',
      subjectType: 'reconciliation',
      subjectId: inserted.id,
      details: { mismatch_count: check.mismatchCount },
      ...(options.now && { now: options.now }),
    });
    return inserted;
  });
  return toReportResponse(row, await namesFor(db, [row]));
}

/** The Baku day of an instant (Baku keeps UTC+4 all year), and whether its daily run is due. */
export function bakuDayOf(now: Date): { day: string; due: boolean } {
  const baku = bakuWallClock(now);
  return { day: baku.toISOString().slice(0, 10), due: baku.getUTCHours() >= RECONCILIATION_BAKU_HOUR };
}

/**
 * The daily run: once the Baku day is past RECONCILIATION_BAKU_HOUR, the first caller writes the
 * day's report; the unique day makes every other caller (another instance, the next sweep) a no-op.
 * Returns the report written, or null when it was not due or already written.
 */
export async function runDailyReconciliationIfDue(
  db: Db,
  now: Date = new Date(),
): Promise<ReconciliationReportRow | null> {
  const { day, due } = bakuDayOf(now);
  if (!due) return null;
  const [written] = await db
    .select({ id: reconciliationReports.id })
    .from(reconciliationReports)
    .where(and(eq(reconciliationReports.trigger, 'scheduled'), eq(reconciliationReports.day, day)));
  if (written) return null;
  return db.transaction(async (tx) => {
    const check = await reconcileMoney(tx);
    const [inserted] = await tx
      .insert(reconciliationReports)
      .values({ trigger: 'scheduled', day, ...check, createdAt: now })
      .onConflictDoNothing()
      .returning();
    return inserted ?? null;
  });
}
